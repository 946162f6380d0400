/** The back office's requests (issue 34): /api/v1/admin/*, staff only. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivationQueueItemView,
  AuditEntryView,
  PayoutAccountReviewView,
  PlatformOverviewView,
  PlatformSettingsView,
  SearchItemView,
  StaffActivationView,
  StaffMemberView,
  StaffMeView,
  StaffMerchantView,
  StaffPaymentView,
  StuckPaymentView,
} from '../../../domain/api/activation.ts';
import { apiData, apiReadBody } from '../../lib/api-client.ts';
import { newIdempotencyKey } from '../../lib/step-up.ts';

const items = <T,>(path: string, signal?: AbortSignal) => apiData<{ items: T[] }>(path, signal ? { signal } : {}).then((data) => data.items);

export const useStaffMe = () => useQuery({ queryKey: ['/admin/me'], queryFn: ({ signal }) => apiData<StaffMeView>('/admin/me', { signal }), retry: false });
export const useActivationQueue = (status: string) =>
  useQuery({ queryKey: ['/admin/activations', status], queryFn: ({ signal }) => items<ActivationQueueItemView>(`/admin/activations?status=${status}`, signal) });
export const useStaffActivation = (merchantId: string) =>
  useQuery({ queryKey: ['/admin/activations', merchantId, 'detail'], queryFn: ({ signal }) => apiData<StaffActivationView>(`/admin/activations/${merchantId}`, { signal }) });
export const useStaffMerchant = (merchantId: string) =>
  useQuery({ queryKey: ['/admin/merchants', merchantId], queryFn: ({ signal }) => apiData<StaffMerchantView>(`/admin/merchants/${merchantId}`, { signal }) });
export const useStaffPayment = (paymentId: string) =>
  useQuery({ queryKey: ['/admin/payments', paymentId], queryFn: ({ signal }) => apiData<StaffPaymentView>(`/admin/payments/${paymentId}`, { signal }) });
export const useStuckPayments = () => useQuery({ queryKey: ['/admin/payments/stuck'], queryFn: ({ signal }) => items<StuckPaymentView>('/admin/payments/stuck', signal) });
export const useStaffList = () => useQuery({ queryKey: ['/admin/staff'], queryFn: ({ signal }) => items<StaffMemberView>('/admin/staff', signal) });
export const useAudit = () => useQuery({ queryKey: ['/admin/audit'], queryFn: ({ signal }) => items<AuditEntryView>('/admin/audit?limit=100', signal) });
export const usePayoutAccountReviews = () =>
  useQuery({ queryKey: ['/admin/payout-accounts'], queryFn: ({ signal }) => items<PayoutAccountReviewView>('/admin/payout-accounts?status=pending', signal) });
export const useSettings = () => useQuery({ queryKey: ['/admin/settings'], queryFn: ({ signal }) => apiData<PlatformSettingsView>('/admin/settings', { signal }) });
export const usePlatform = () => useQuery({ queryKey: ['/admin/platform'], queryFn: ({ signal }) => apiData<PlatformOverviewView>('/admin/platform', { signal }) });

export function useSearch() {
  return useMutation({ mutationFn: (q: string) => items<SearchItemView>(`/admin/search?q=${encodeURIComponent(q)}`) });
}

/** A staff write (decisions carry a step-up code); everything the back office shows is fetched again after. */
export function useStaffWrite<T = unknown>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body, method = 'POST' }: { path: string; body: object; method?: 'POST' | 'PUT' }) => apiData<T>(path, { method, body, headers: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/admin/') }),
  });
}

/** Opens a document (admins) in a new tab from its bytes: the link itself carries no credential. */
export async function openDocument(merchantId: string, documentId: string): Promise<void> {
  const blob = await apiReadBody(`/admin/activations/${merchantId}/documents/${documentId}`, '*/*', (response) => response.blob());
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
