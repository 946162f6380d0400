/**
 * The public receipt read (issue 17): no sign-in; the token from the SMS link is the key.
 * Not kept on the phone (persisting is opt-in): a receipt is one person's, and phones are shared.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '../../../../domain/api/receipts.ts';
import { ApiError, apiData } from '../../../lib/api-client.ts';

/** 404 and 409 are answers (no such receipt, not completed): asking again changes nothing. */
const retryUnlessAnswered = (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 1;

export function getReceiptQueryOptions(paymentId: string, token: string) {
  return queryOptions({
    queryKey: ['/receipts', paymentId, token],
    queryFn: ({ signal }) => apiData<Receipt>(`/receipts/${encodeURIComponent(paymentId)}?t=${encodeURIComponent(token)}`, { signal }),
    retry: retryUnlessAnswered,
    // A completed payment's receipt does not change: no refetch on focus.
    staleTime: Infinity,
  });
}

export function useReceipt(paymentId: string, token: string, enabled: boolean) {
  return useQuery({ ...getReceiptQueryOptions(paymentId, token), enabled });
}
