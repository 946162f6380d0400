import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutQuoteInput, PayoutQuoteView, PayoutRecordView } from '../../../../domain/api/payouts.ts';
import type { PayoutMethod, PayoutStatus } from '../../../../domain/payouts.ts';
import { apiData } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/step-up.ts';
import { getWalletQueryOptions } from './get-wallet.ts';

/** A payout as GET/POST /payouts answer it: the wire schema's type, its method narrowed for labels. */
export type Payout = Omit<PayoutRecordView, 'method'> & { method: PayoutMethod };

export type PayoutQuote = Omit<PayoutQuoteView, 'method'> & { method: PayoutMethod };

export type PayoutRequest = PayoutQuoteInput;

export function quotePayout(request: PayoutRequest): Promise<PayoutQuote> {
  return apiData('/payouts/quote', { method: 'POST', body: request });
}

function createPayout(request: PayoutRequest & { code: string }): Promise<Payout> {
  return apiData('/payouts', { method: 'POST', body: request, headers: newIdempotencyKey() });
}

export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayout,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['/wallet/movements'] });
    },
  });
}

const FINAL: readonly PayoutStatus[] = ['completed', 'failed'];

/** A payout under way, asked again every few seconds until it completes or fails. */
export function usePayout(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: ['/payouts', id],
      enabled: id !== undefined,
      queryFn: async ({ signal }) => {
        const payout = await apiData<Payout>(`/payouts/${encodeURIComponent(id ?? '')}`, { signal });
        if (FINAL.includes(payout.status)) {
          await queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey });
          await queryClient.invalidateQueries({ queryKey: ['/wallet/movements'] });
        }
        return payout;
      },
      refetchInterval: (query) => (query.state.data && FINAL.includes(query.state.data.status) ? false : 2000),
    }),
  );
}
