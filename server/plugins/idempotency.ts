/**
 * Idempotency-Key for every POST/PUT/PATCH/DELETE under /api/v1 (DESIGN §2), so the web app's
 * outbox can replay a write any number of times and it runs exactly once:
 * - first request with a key: claims it (unique insert), runs, and stores its response;
 * - same key, same body: the stored response, byte for byte (status, content-type, body);
 * - same key, different body: 422 `idempotency_mismatch`;
 * - same key while the first still runs: waits for it, then 409 `idempotency_in_flight`.
 * Keys are scoped per user (or hashed bearer token, or anonymous) and kept 30 days.
 * Requests without the header are untouched.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '../../domain/api-contract.ts';
import { ERROR_CODES } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import { errorBody } from './errors.ts';
import {
  claimKey,
  completeKey,
  deleteExpiredKeys,
  findKey,
  releaseKey,
  takeOverStaleKey,
  type IdempotencyRecord,
} from './idempotency.queries.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** UUIDs and similar opaque tokens; anything else is a client bug worth a clear 400. */
const KEY_SHAPE = /^[A-Za-z0-9_.:-]{8,128}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyOptions {
  db: Db;
  /**
   * The signed-in user's id, or null. Default: the auth plugin's session lookup (see
   * defaultUserId). A user scope stays stable across re-sign-ins, which a token hash does not.
   */
  resolveUserId?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | null> | string | null;
  /** How long a record is kept (DESIGN §2: at least 30 days). */
  retentionMs?: number;
  /** How long a duplicate waits for the first request before 409. */
  waitMs?: number;
  /** An in-flight record older than this belongs to a dead process and may be taken over. */
  staleAfterMs?: number;
}

interface Claim {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
  interface FastifyContextConfig {
    /** A retryable write declares its idempotency scope (brief contract; see the secrets branch). */
    idempotency?: 'user' | { guestScope: (request: FastifyRequest) => string | null };
  }
}

/** JSON with sorted keys, so the same body hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

type UserLookup = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * `request.user.id` as the auth plugin sets it. Its `requireUser` runs as a route preHandler, after
 * this hook, so the session is looked up here through its `optionalUser` decorator when present
 * (duck-typed, to keep the two plugins independent).
 */
export async function defaultUserId(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const holder = request as unknown as { user?: { id?: unknown } | null };
  const optionalUser = (request.server as unknown as { optionalUser?: UserLookup }).optionalUser;
  if (!holder.user && typeof optionalUser === 'function') await optionalUser(request, reply);
  const user = holder.user;
  return user && (typeof user.id === 'string' || typeof user.id === 'number') ? String(user.id) : null;
}

async function scopeOf(
  request: FastifyRequest,
  reply: FastifyReply,
  resolveUserId: NonNullable<IdempotencyOptions['resolveUserId']>,
): Promise<string> {
  const userId = await resolveUserId(request, reply);
  if (userId) return `user:${userId}`;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  // Never store the token itself: its hash names the client just as well.
  return token ? `token:${sha256(token)}` : 'anon';
}

function isApiWrite(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return WRITE_METHODS.has(request.method) && path.startsWith(`${API_BASE_PATH}/`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function replay(reply: FastifyReply, record: IdempotencyRecord): FastifyReply {
  void reply.code(record.responseStatus ?? 200).header('idempotency-replayed', 'true');
  if (record.responseContentType) void reply.header('content-type', record.responseContentType);
  return reply.send(record.responseBody ?? '');
}

export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const { db } = options;
  const resolveUserId = options.resolveUserId ?? defaultUserId;
  const retentionMs = options.retentionMs ?? 30 * DAY_MS;
  const waitMs = options.waitMs ?? 5_000;
  const staleAfterMs = options.staleAfterMs ?? 2 * 60_000;

  // preHandler: the body is parsed and validated, and auth hooks (onRequest) have run.
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !isApiWrite(request)) return;
    if (typeof key !== 'string' || !KEY_SHAPE.test(key)) {
      return reply
        .status(400)
        .send(errorBody(ERROR_CODES.invalidInput, 'Idempotency-Key must be 8 to 128 letters, digits or -_.:'));
    }
    const scope = await scopeOf(request, reply, resolveUserId);
    const path = request.url;
    const requestHash = sha256(`${request.method} ${path}\n${canonicalJson(request.body)}`);
    const claim = { scope, key, method: request.method, path, requestHash };

    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await claimKey(db, { ...claim, expiresAt: new Date(Date.now() + retentionMs) })) {
        request.idempotencyClaim = { scope, key };
        return;
      }
      const existing = await findKey(db, scope, key);
      if (!existing) continue; // Released (its first run failed) between our insert and read: claim again.
      if (existing.expiresAt.getTime() < Date.now()) {
        await deleteExpiredKeys(db, new Date());
        continue;
      }
      if (existing.requestHash !== requestHash) {
        return reply
          .status(422)
          .send(errorBody(ERROR_CODES.idempotencyMismatch, 'This Idempotency-Key was already used for a different request'));
      }
      if (existing.state === 'done') return replay(reply, existing);
      if (await takeOverStaleKey(db, scope, key, new Date(Date.now() - staleAfterMs))) {
        request.idempotencyClaim = { scope, key };
        return;
      }
      if (Date.now() >= deadline) {
        return reply
          .status(409)
          .header('retry-after', '1')
          .send(errorBody(ERROR_CODES.idempotencyInFlight, 'The same request is still being processed. Try again shortly.'));
      }
      await sleep(50);
    }
  });

  // Registered before compression, so the stored body is the plain payload the client decodes.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      // Our failure (or a stream we cannot store): free the key so the retry runs it again.
      await releaseKey(db, claim.scope, claim.key);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await completeKey(db, claim.scope, claim.key, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: typeof payload === 'string' ? payload : payload.toString('utf8'),
    });
    return payload;
  });

  // Expired records are pruned hourly; any process may do it, deletes are idempotent.
  const pruner = setInterval(() => {
    deleteExpiredKeys(db, new Date()).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency prune failed'));
  }, 60 * 60_000);
  pruner.unref();
  app.addHook('onClose', async () => clearInterval(pruner));
}
