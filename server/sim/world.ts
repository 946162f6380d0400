/**
 * The world a simulation plays in: merchants (one of them hot), the platform accounts, what has
 * happened so far (settled payments, pending payouts) and the model of what every merchant's
 * balance must be. Operations change the model only when the ledger says they were applied, so
 * at the end the ledger and the model must agree to the unit, whatever the interleaving.
 */
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { balances, ensureUserAccount, platformAccount, type TransferInput } from '../modules/ledger/ledger.service.ts';
import type { Random } from './random.ts';

export interface SimMerchant {
  userId: string;
  accountId: string;
}

export interface SettledPayment {
  paymentId: string;
  merchant: SimMerchant;
  provider: string;
  net: number;
  /** The settlement set exactly as posted, for retries. */
  set: TransferInput[];
}

export interface PendingPayout {
  transferId: string;
  merchant: SimMerchant;
  amount: number;
}

export interface SimWorld {
  db: Db;
  random: Random;
  currency: string;
  merchants: SimMerchant[];
  hot: SimMerchant;
  /** Provider code → its clearing account. */
  clearing: Record<string, string>;
  /** Where payouts go (the bank the merchant is paid out to). */
  payoutClearing: string;
  fees: string;
  settled: SettledPayment[];
  pendingPayouts: PendingPayout[];
  /** Merchant account → what its balance must be. */
  expected: Map<string, { available: number; pending: number }>;
  /**
   * Merchants already debited by an operation of the current wave: one debit per merchant and
   * wave, so a refusal for lack of funds can be judged against the model (credits only add).
   */
  debiting: Set<string>;
  /** State other modules' operations keep (e.g. payments in flight), by module name. */
  extensions: Record<string, unknown>;
}

export const SIM_PROVIDERS = ['orange_money', 'africell_money', 'bank_sbl'] as const;

export async function createWorld(db: Db, random: Random, options: { merchants: number; currency?: string }): Promise<SimWorld> {
  const currency = options.currency ?? 'SLE';
  const now = new Date();
  // The seed keeps the phone numbers apart when several simulations share a database.
  const rows = Array.from({ length: options.merchants }, () => ({ id: random.uuid(), createdAt: now, updatedAt: now }));
  await db.insert(users).values(rows.map((row) => ({ ...row, phone: simPhone(row.id) })));
  const merchants: SimMerchant[] = [];
  for (const row of rows) merchants.push({ userId: row.id, accountId: await ensureUserAccount(db, { userId: row.id, currency }) });
  const clearing: Record<string, string> = {};
  for (const provider of SIM_PROVIDERS) clearing[provider] = await platformAccount(db, { role: `clearing:${provider}`, currency });
  return {
    db,
    random,
    currency,
    merchants,
    hot: merchants[0] as SimMerchant,
    clearing,
    payoutClearing: clearing.bank_sbl as string,
    fees: await platformAccount(db, { role: 'fees', currency }),
    settled: [],
    pendingPayouts: [],
    expected: new Map(merchants.map((merchant) => [merchant.accountId, { available: 0, pending: 0 }])),
    debiting: new Set(),
    extensions: {},
  };
}

/** +232 and 8 digits drawn from the (seeded) user id. */
function simPhone(userId: string): string {
  return `+232${(BigInt(`0x${userId.replace(/-/g, '').slice(0, 12)}`) % 100_000_000n).toString().padStart(8, '0')}`;
}

export function expectChange(world: SimWorld, merchant: SimMerchant, available: number, pending = 0): void {
  const current = world.expected.get(merchant.accountId) ?? { available: 0, pending: 0 };
  world.expected.set(merchant.accountId, { available: current.available + available, pending: current.pending + pending });
}

export function expectedAvailable(world: SimWorld, merchant: SimMerchant): number {
  return world.expected.get(merchant.accountId)?.available ?? 0;
}

/** Every merchant whose ledger balance differs from the model, one line each. */
export async function compareWithModel(world: SimWorld): Promise<string[]> {
  const differences: string[] = [];
  for (const merchant of world.merchants) {
    const [balance] = (await balances(world.db, merchant.userId)).filter((row) => row.currency === world.currency);
    const model = world.expected.get(merchant.accountId) ?? { available: 0, pending: 0 };
    if ((balance?.available ?? 0) !== model.available || (balance?.pending ?? 0) !== model.pending) {
      differences.push(
        `merchant ${merchant.userId}: ledger ${balance?.available ?? 0} available / ${balance?.pending ?? 0} pending, model ${model.available} / ${model.pending}`,
      );
    }
  }
  return differences;
}
