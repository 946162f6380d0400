/**
 * Merchants' secret API keys (issue 12, DESIGN §7). A key is `sk_test_` or `sk_live_` and 256
 * random bits (base64url); only its SHA-256 is stored (a high-entropy secret needs no slow hash),
 * and the secret is shown once, in the answer that creates it. A key acts as its merchant, for
 * merchant resources only (server/plugins/auth.ts decides which routes accept keys), in its own
 * mode: a test key sees test data and the sandbox, a live key never sees test data.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import type { ApiKeyRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import type { ApiKeyAuthenticator, ApiKeyPrincipal } from '../../plugins/auth.ts';
import { getMerchantProfile } from '../merchants/merchants.service.ts';
import { findActiveKeyByHash, insertApiKey, listApiKeys, revokeApiKey, touchApiKey } from './api-keys.queries.ts';

export const API_KEY_PREFIX = { test: 'sk_test_', live: 'sk_live_' } as const;
/** sk_test_ or sk_live_ and 43 base64url characters (32 bytes). */
export const API_KEY_SHAPE = /^sk_(test|live)_[A-Za-z0-9_-]{43}$/;
/** "Last used" is written at most once a minute per key. */
const TOUCH_EVERY_MS = 60 * 1000;

export type ApiKeyMode = 'test' | 'live';

export interface PublicApiKey {
  id: string;
  name: string;
  mode: ApiKeyMode;
  /** What is shown of the key after creation, e.g. `sk_test_…9xQa`. */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function toPublicApiKey(row: ApiKeyRow): PublicApiKey {
  return {
    id: row.id,
    name: row.name,
    mode: row.livemode ? 'live' : 'test',
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const notFound = () => new DomainError(ERROR_CODES.notFound, 'No API key with this id');

export function createApiKeysService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function requireMerchant(userId: string): Promise<void> {
    if (!(await getMerchantProfile(db, userId))) {
      throw new DomainError(ERROR_CODES.merchantProfileRequired, 'Complete your business profile to create API keys.');
    }
  }

  const authenticator: ApiKeyAuthenticator = {
    async authenticate(secret: string): Promise<ApiKeyPrincipal | null> {
      if (!API_KEY_SHAPE.test(secret)) return null;
      const row = await findActiveKeyByHash(db, hashApiKey(secret));
      if (!row) return null;
      const at = now();
      await touchApiKey(db, row.id, at, new Date(at.getTime() - TOUCH_EVERY_MS));
      return { id: row.id, merchantId: row.merchantId, phone: row.phone, livemode: row.livemode };
    },
  };

  return {
    authenticator,

    async list(userId: string): Promise<PublicApiKey[]> {
      return (await listApiKeys(db, userId)).map(toPublicApiKey);
    },

    async create(userId: string, input: { name: string; mode: ApiKeyMode }): Promise<PublicApiKey & { secret: string }> {
      await requireMerchant(userId);
      const name = input.name.trim();
      if (name === '') throw new DomainError(ERROR_CODES.invalidInput, 'Give the key a name', { details: [{ field: 'name', message: 'Give the key a name' }] });
      const secret = `${API_KEY_PREFIX[input.mode]}${randomBytes(32).toString('base64url')}`;
      const row = await insertApiKey(db, {
        id: randomUUID(),
        merchantId: userId,
        name,
        livemode: input.mode === 'live',
        secretHash: hashApiKey(secret),
        hint: `${API_KEY_PREFIX[input.mode]}…${secret.slice(-4)}`,
        createdAt: now(),
      });
      return { ...toPublicApiKey(row), secret };
    },

    async revoke(userId: string, id: string): Promise<PublicApiKey> {
      const row = await revokeApiKey(db, userId, id, now());
      if (!row) throw notFound();
      return toPublicApiKey(row);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
