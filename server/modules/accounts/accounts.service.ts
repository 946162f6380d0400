import { maskAccountNumber, type LinkedAccount } from '../../../domain/dashboard.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findAccountOfUser, listAccountsOfUser, type LinkedAccountRow } from './accounts.queries.ts';

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

export function createAccountsService(db: Db) {
  return {
    async list(userId: string): Promise<LinkedAccount[]> {
      return (await listAccountsOfUser(db, userId)).map(toLinkedAccount);
    },
    async get(userId: string, id: string): Promise<LinkedAccount> {
      const row = await findAccountOfUser(db, userId, id);
      if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'No linked account with this id');
      return toLinkedAccount(row);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
