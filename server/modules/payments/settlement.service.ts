/**
 * A completed payment's money, posted as one linked ledger set (DESIGN §7):
 *   clearing:<provider> → merchant   net (amount − fee, or the amount when the payer bore the fee)
 *   clearing:<provider> → fees       fee (when there is one)
 * The transfer ids are derived from the payment id, so however often settlement runs (replayed
 * jobs, duplicate callbacks, a poll racing a callback) the ledger applies the set once.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { ensureUserAccount, platformAccount, postTransfers, type AuditCheck, type TransferInput } from '../ledger/ledger.service.ts';
import { findSettlementBreaches } from './payments.queries.ts';

/** A name-based UUID (SHA-256, version nibble 5, RFC 4122 variant): the same name, the same id. */
export function uuidFromName(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
}

export function settlementTransferIds(paymentId: string): { settlement: string; fee: string } {
  return { settlement: uuidFromName(`payment:${paymentId}:settlement`), fee: uuidFromName(`payment:${paymentId}:fee`) };
}

/** Clearing accounts are named by provider code in lower case (`clearing:sbl`, `clearing:orange_money`). */
export function clearingRole(provider: string): `clearing:${string}` {
  return `clearing:${provider.toLowerCase()}`;
}

/** Posts the settlement set inside the caller's transaction (the one that marked the payment completed). */
export async function postSettlement(tx: Db, payment: PaymentRow, at: Date): Promise<{ applied: boolean }> {
  return postTransfers(tx, await settlementSet(tx, payment), { at });
}

/** The linked set that settles a completed payment: net to the merchant, the fee to fees. */
export async function settlementSet(tx: Db, payment: PaymentRow): Promise<TransferInput[]> {
  const { currency, livemode } = payment;
  const clearing = await platformAccount(tx, { role: clearingRole(payment.provider), currency, livemode });
  const merchant = await ensureUserAccount(tx, { userId: payment.merchantId, currency, livemode });
  const ids = settlementTransferIds(payment.id);
  const common = { currency, businessType: 'payment', businessId: payment.id } as const;
  const transfers: TransferInput[] = [
    { id: ids.settlement, debitAccountId: clearing, creditAccountId: merchant, amount: payment.net, code: 'payment_settlement', ...common },
  ];
  if (payment.fee > 0) {
    const fees = await platformAccount(tx, { role: 'fees', currency, livemode });
    transfers.push({ id: ids.fee, debitAccountId: clearing, creditAccountId: fees, amount: payment.fee, code: 'payment_fee', ...common });
  }
  return transfers;
}

/** The payments check the ledger auditor runs beside its own (DESIGN §7). */
export const PAYMENT_AUDIT_CHECKS: AuditCheck[] = [
  { name: 'every completed payment has exactly one settlement set (and no other payment has any)', run: findSettlementBreaches },
];
