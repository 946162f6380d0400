/**
 * Writes of this page still waiting in the outbox, read from the outbox itself (Dexie), so they
 * survive a reload or a closed app and vanish only once the server has them.
 */
import type { CashSaleInput } from '../../../../domain/cash-sale.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { CASH_SALES_PATH } from './cash-sales.ts';
import { PAYMENT_LINKS_PATH, type CreatePaymentLinkInput } from './payment-links.ts';

export interface Queued<T> {
  rowId: string;
  input: T;
  /** The server refused it (a 4xx): shown as needing attention, never as waiting. */
  refused: string | null;
}

export function useQueuedBusinessWrites(userId: string | null): { links: Queued<CreatePaymentLinkInput>[]; cashSales: Queued<CashSaleInput>[] } {
  const { pending, needsAttention } = useOutbox(userId);
  const rows = [...pending, ...needsAttention];
  const pick = <T,>(path: string): Queued<T>[] =>
    rows
      .filter((row) => row.method === 'POST' && row.path === path && row.body !== null)
      .map((row) => ({ rowId: row.id, input: row.body as unknown as T, refused: row.state === 'failed' ? (row.lastError ?? 'Refused') : null }));
  return { links: pick<CreatePaymentLinkInput>(PAYMENT_LINKS_PATH), cashSales: pick<CashSaleInput>(CASH_SALES_PATH) };
}
