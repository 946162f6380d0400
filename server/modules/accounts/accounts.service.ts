/**
 * Linked accounts (SPEC §3): where a merchant's payouts go. Read as SPEC's shape with the number
 * masked. Adding one, choosing the default and deactivating one each need a fresh step-up code
 * to the user's own phone (DESIGN §5); a mobile money number is also proven by a code sent to
 * that number, unless it is the user's own phone (then the step-up code proves it).
 */
import { randomUUID } from 'node:crypto';
import { maskAccountNumber, type LinkedAccount } from '../../../domain/linked-accounts.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { payoutAccountProblem, walletNumberToE164, type NewPayoutAccount } from '../../../domain/payouts.ts';
import { providerLabel } from '../../../domain/payment-providers.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { openPayoutAccountReview } from '../activation/activation.service.ts';
import type { CodeSent, StepUpService, StepUpUser } from '../auth/step-up.service.ts';
import {
  clearDefault,
  findAccountOfUser,
  insertAccount,
  listAccountsOfUser,
  lockAccountsOfUser,
  updateAccount,
  type LinkedAccountRow,
} from './accounts.queries.ts';

export type { LinkedAccountRow } from './accounts.queries.ts';

/** The only way an account leaves the server: with its number masked. */
export function toLinkedAccount(row: LinkedAccountRow): LinkedAccount {
  return {
    id: row.id,
    type: row.type,
    provider: row.provider,
    accountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    isDefault: row.isDefault,
    isActive: row.isActive,
    lastUsed: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

/** For the payouts module: the user's account in full (number unmasked), or undefined. */
export function findPayoutAccount(db: Db, userId: string, id: string): Promise<LinkedAccountRow | undefined> {
  return findAccountOfUser(db, userId, id);
}

export async function listPayoutAccounts(db: Db, userId: string): Promise<LinkedAccountRow[]> {
  return listAccountsOfUser(db, userId);
}

/** A payout went to this account (SPEC's lastUsed). */
export async function markAccountUsed(tx: Db, id: string, at: Date): Promise<void> {
  await updateAccount(tx, id, { lastUsedAt: at });
}

const notFound = () => new DomainError(ERROR_CODES.notFound, 'No linked account with this id');

function invalid(field: string, message: string): DomainError {
  return new DomainError(ERROR_CODES.invalidInput, message, { details: [{ field, message }] });
}

function checkNew(account: NewPayoutAccount): NewPayoutAccount {
  const normalised = { ...account, accountNumber: account.accountNumber.replace(/\s/g, ''), accountName: account.accountName.trim() } as NewPayoutAccount;
  const problem = payoutAccountProblem(normalised);
  if (problem) throw invalid(problem.field, problem.message);
  return normalised;
}

/** The phone that must prove a mobile money number, or null when the user's own step-up code does. */
function walletToProve(user: StepUpUser, account: NewPayoutAccount): string | null {
  if (account.type !== 'mobile_money') return null;
  const e164 = walletNumberToE164(account.accountNumber);
  return e164 === user.phone ? null : e164;
}

export interface AccountsDeps {
  stepUp: StepUpService;
  now: () => Date;
}

export function createAccountsService(db: Db, deps?: AccountsDeps) {
  const needDeps = (): AccountsDeps => {
    if (!deps) throw new Error('account changes need the step-up service');
    return deps;
  };

  async function mustFind(userId: string, id: string): Promise<LinkedAccountRow> {
    const row = await findAccountOfUser(db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: string): Promise<LinkedAccount[]> {
      return (await listAccountsOfUser(db, userId)).map(toLinkedAccount);
    },
    async get(userId: string, id: string): Promise<LinkedAccount> {
      return toLinkedAccount(await mustFind(userId, id));
    },

    /** Sends the proof code to a mobile money number (nothing to send for a bank or the user's own phone). */
    async sendWalletCode(user: StepUpUser, account: NewPayoutAccount): Promise<CodeSent & { sent: boolean }> {
      const wallet = walletToProve(user, checkNew(account));
      if (!wallet) return { sent: false, resendAfterSeconds: 0, expiresInSeconds: 0 };
      return { sent: true, ...(await needDeps().stepUp.sendWalletProof(user, wallet)) };
    },

    async create(user: StepUpUser, input: NewPayoutAccount, codes: { code: string; walletCode?: string }): Promise<LinkedAccount> {
      const { stepUp, now } = needDeps();
      const account = checkNew(input);
      const wallet = walletToProve(user, account);
      if (wallet && !codes.walletCode) throw invalid('walletCode', 'Enter the code sent to this mobile money number');
      const providerCode = account.type === 'mobile_money' ? account.provider : account.provider.toUpperCase();
      const existing = (await listAccountsOfUser(db, user.id)).find(
        (row) => row.isActive && row.providerCode === providerCode && row.accountNumber === account.accountNumber,
      );
      if (existing) throw new DomainError(ERROR_CODES.accountExists, 'This account is already linked.');
      const row = await stepUp.confirm(
        user,
        'payout_account',
        codes.code,
        async (tx) => {
          await lockAccountsOfUser(tx, user.id);
          const mine = await listAccountsOfUser(tx, user.id);
          const at = now();
          const inserted = await insertAccount(tx, {
            id: randomUUID(),
            userId: user.id,
            type: account.type,
            provider: providerLabel(providerCode),
            providerCode,
            accountNumber: account.accountNumber,
            accountName: account.accountName,
            // The first account (or the first while none is default) becomes the default.
            isDefault: !mine.some((other) => other.isDefault && other.isActive),
            isActive: true,
            lastUsedAt: null,
            verifiedAt: at,
            createdAt: at,
          });
          // Issue 34: an approved merchant's new account is reviewed on its own before live payouts go to it.
          await openPayoutAccountReview(tx, user.id, inserted.id, at);
          return inserted;
        },
        wallet && codes.walletCode ? { walletPhone: wallet, code: codes.walletCode } : undefined,
      );
      return toLinkedAccount(row);
    },

    async setDefault(user: StepUpUser, id: string, code: string): Promise<LinkedAccount> {
      const row = await mustFind(user.id, id);
      if (!row.isActive) throw new DomainError(ERROR_CODES.payoutAccountInactive, 'This account is deactivated.');
      const updated = await needDeps().stepUp.confirm(user, 'payout_account', code, async (tx) => {
        await lockAccountsOfUser(tx, user.id);
        await clearDefault(tx, user.id);
        return updateAccount(tx, id, { isDefault: true });
      });
      if (!updated) throw notFound();
      return toLinkedAccount(updated);
    },

    /** Deactivated accounts receive no payouts; the default moves to the oldest other active account. */
    async deactivate(user: StepUpUser, id: string, code: string): Promise<LinkedAccount> {
      await mustFind(user.id, id);
      const updated = await needDeps().stepUp.confirm(user, 'payout_account', code, async (tx) => {
        await lockAccountsOfUser(tx, user.id);
        const current = await findAccountOfUser(tx, user.id, id);
        if (!current) return undefined;
        const changed = await updateAccount(tx, id, { isActive: false, isDefault: false });
        if (current.isDefault) {
          const next = (await listAccountsOfUser(tx, user.id)).find((other) => other.isActive && other.id !== id);
          if (next) await updateAccount(tx, next.id, { isDefault: true });
        }
        return changed;
      });
      if (!updated) throw notFound();
      return toLinkedAccount(updated);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
