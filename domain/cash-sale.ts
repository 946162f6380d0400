/**
 * A cash sale (issue 10, DESIGN §7): a field merchant records money a customer handed over, often
 * with no network. The phone makes the id, so the outbox can send it again and again and the
 * server records it once. It is a payment with method `cash` that moves no ledger money.
 */
export const CASH_SALE_DESCRIPTION_MAX = 200;

/** Where the phone sends a cash sale (POST, through the outbox); lists match queued ones by it. */
export const CASH_SALES_PATH = '/cash-sales';

export interface CashSaleInput {
  /** Made on the phone (a UUID): the same sale sent twice is one sale. */
  id: string;
  /** Minor units. */
  amount: number;
  currency: 'SLE' | 'USD' | 'EUR' | 'GBP';
  description: string;
  /** When the merchant recorded it on the phone (ISO 8601), which may be hours before it syncs. */
  recordedAt?: string;
}

export interface CashSale {
  id: string;
  amount: number;
  currency: string;
  description: string;
  method: 'cash';
  status: 'completed';
  reference: string;
  recordedAt: string;
  createdAt: string;
}

/** The form's rule and the server's: a description people will recognise in their activity. */
export function cashSaleDescriptionError(description: string): string | undefined {
  const trimmed = description.trim();
  if (trimmed.length === 0) return 'Say what was sold';
  if (trimmed.length > CASH_SALE_DESCRIPTION_MAX) return `At most ${CASH_SALE_DESCRIPTION_MAX} characters`;
  return undefined;
}
