import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessView, InviteView, MemberLogEntry, MemberRole, MemberView } from '../../../../domain/members.ts';
import { apiData } from '../../../lib/api-client.ts';

export function businessesQueryOptions() {
  return queryOptions({
    queryKey: ['/businesses'],
    queryFn: ({ signal }) => apiData<{ items: BusinessView[] }>('/businesses', { signal }).then((data) => data.items),
    staleTime: 60_000,
    // Kept on the phone: a member's screens show their role's controls on reload and offline too.
    meta: { persist: true },
  });
}

export function useBusinesses() {
  return useQuery(businessesQueryOptions());
}

export function useMembers(enabled = true) {
  return useQuery({
    queryKey: ['/members'],
    queryFn: ({ signal }) => apiData<{ items: MemberView[] }>('/members', { signal }).then((data) => data.items),
    enabled,
  });
}

export function useInvites() {
  return useQuery({
    queryKey: ['/invites'],
    queryFn: ({ signal }) => apiData<{ items: InviteView[] }>('/invites', { signal }).then((data) => data.items),
  });
}

/** One key per tap: a retry of the same tap is the same invite. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; role: MemberRole; key: string }) =>
      apiData<InviteView>('/members', { method: 'POST', body: { phone: input.phone, role: input.role }, headers: { 'Idempotency-Key': input.key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/members'] }),
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; role: MemberRole }) =>
      apiData<MemberView>(`/members/${encodeURIComponent(input.userId)}`, { method: 'PATCH', body: { role: input.role }, headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/members'] }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiData<{ userId: string }>(`/members/${encodeURIComponent(userId)}`, { method: 'DELETE', headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/members'] }),
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<BusinessView>(`/invites/${encodeURIComponent(id)}/accept`, { method: 'POST', headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['/invites'] });
      await queryClient.invalidateQueries({ queryKey: ['/businesses'] });
    },
  });
}

/** The business's security log (issue 35): invites, acceptances, role changes, removals. */
export function useMemberLog(enabled = true) {
  return useQuery({
    queryKey: ['/members', 'log'],
    queryFn: ({ signal }) => apiData<{ items: MemberLogEntry[] }>('/members/log', { signal }).then((data) => data.items),
    enabled,
  });
}

/** One payment the signed-in person recorded for the business today (GET /sales/mine). */
interface OwnSale {
  id: string;
  amount: number;
  currency: string;
  method: string;
  status: string;
  description: string;
  createdAt: string;
}

/** The person's own sales today and their completed total in leones (a seller's view). */
export function useOwnSales(enabled = true) {
  return useQuery({
    queryKey: ['/sales/mine'],
    queryFn: ({ signal }) => apiData<{ items: OwnSale[]; total: number; count: number }>('/sales/mine', { signal }),
    enabled,
  });
}
