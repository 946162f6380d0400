/**
 * Cash sales (issue 10): recorded through the outbox, with no network as the normal case for a
 * field merchant. The sale's id is made here, so however often the outbox sends it (lost answers,
 * retries) the server records it once: POST /cash-sales.
 */
import { useMutation } from '@tanstack/react-query';
import { CASH_SALES_PATH, type CashSaleInput } from '../../../../domain/cash-sale.ts';
import { enqueueWrite, type OutboxRow } from '../../../lib/outbox/index.ts';

export { CASH_SALES_PATH };

export function queueCashSale(input: CashSaleInput): Promise<OutboxRow> {
  return enqueueWrite({ method: 'POST', path: CASH_SALES_PATH, body: { ...input }, label: `Cash sale “${input.description}”` });
}

export function useRecordCashSale() {
  return useMutation({
    mutationFn: queueCashSale,
    // Committed on the phone is "recorded": the network is not needed to say so.
    networkMode: 'always',
  });
}
