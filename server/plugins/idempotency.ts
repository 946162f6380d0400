/**
 * Idempotency-Key, opt-in per route (DESIGN §2), so the web app's outbox and merchants' servers
 * can replay a write any number of times and it runs exactly once. A route declares it:
 *   config: { idempotency: 'user' }                          the signed-in user's scope
 *   config: { idempotency: { guestScope: (request) => … } }  a guest's scope, e.g. `checkout:<merchantId>`
 * Never on /auth/* (registration throws): those answers carry session tokens, and sign-in codes
 * are single use, so a sign-in is never replayed.
 *
 * - first request with a key: claims it (unique insert), runs, and stores its response;
 * - same key, same body: the stored response, byte for byte (status, content-type, body);
 * - same key, different body: 422 `idempotency_mismatch`;
 * - same key while the first still runs: waits for it, then 409 `idempotency_in_flight`.
 *
 * Storage only for requests that did real work (issue 22): the check runs as the route's last
 * preHandler, after the route matched, sign-in was checked and the body validated. Refusals
 * (401, 403, 404, 405, 413, 415, 429) and our own failures (5xx) free the key instead of storing.
 *
 * Secrets are never stored (issue 19): an answer carrying one (see carriesSecret) is recorded
 * without its body, and a replay gets 409 `idempotency_secret_withheld`. We chose the 409 over a
 * replay with the secret removed: a 2xx without the secret looks like success to a client that
 * then holds no working key, while the 409 says plainly that the first request succeeded and its
 * secret was shown once (create another, or revoke the one made). A route whose handler finds
 * what its first run made (`idempotencyRerun`, e.g. the merchant API's payment request, whose
 * checkout URL carries a client secret) runs again instead, answering the same record with the
 * secret derived again, so nothing secret is kept either way. Answers over the size cap are
 * kept the same way (409 `idempotency_replay_unavailable`), so a big answer never runs twice.
 *
 * Keys are long random values (22+ characters: a UUID passes), scoped per user or guest scope
 * (never one shared anonymous scope; a member acting for a business has their own scope in it), at most `maxKeysPerScope` live per scope (429 past it), and
 * kept 30 days; expired ones are deleted by sweepExpiredIdempotencyKeys from a scheduled job.
 * Requests without the header are untouched.
 *
 * A crash between a handler's commit and the stored answer leaves the key in flight; after
 * `staleAfterMs` a retry takes it over and runs the handler again. So a handler that creates a
 * record names it with `idempotentRecordId(request, kind)`: the re-run finds the record the first
 * run made (a unique id) instead of making a second payment, payout or refund.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { API_BASE_PATH } from '../../domain/api-contract.ts';
import { ERROR_CODES } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import { errorBody } from './errors.ts';
import { BodyTooDeepError, canonicalJson, carriesSecret } from './idempotency-body.ts';
import {
  claimKey,
  completeKey,
  countScopeKeys,
  deleteExpiredKey,
  deleteExpiredKeysOfScope,
  findKey,
  releaseKey,
  takeOverStaleKey,
  type IdempotencyRecord,
} from './idempotency.queries.ts';

export { canonicalJson } from './idempotency-body.ts';
export { sweepExpiredIdempotencyKeys } from './idempotency.queries.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 22 characters of base64url hold 128 random bits; a UUID (36) passes, "1" or "retry-1" does not. */
export const KEY_SHAPE = /^[A-Za-z0-9_.:-]{22,128}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers that refused the request: nothing ran, so nothing is kept (issue 22). */
const REFUSED_STATUSES = new Set([401, 403, 404, 405, 413, 415, 429]);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A guest's scope: what the guest is paying (e.g. `checkout:<merchantId>`); null: no scope. */
export type GuestScope = (request: FastifyRequest) => string | null;
export type IdempotencyRouteConfig = 'user' | { guestScope: GuestScope };

interface Claim {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt this write into Idempotency-Key (see server/plugins/idempotency.ts). */
    idempotency?: IdempotencyRouteConfig;
    /**
     * The handler finds what an earlier run of the same request made (it names its record with
     * idempotentRecordId): a replay whose stored answer was withheld for a secret runs it again,
     * which answers the same record with its secret derived again, instead of 409.
     */
    idempotencyRerun?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim?: Claim;
    /** Set when this request is a replay run again (idempotencyRerun). */
    idempotencyRerun?: boolean;
  }
}

export interface IdempotencyOptions {
  db: Db;
  /** How long a record is kept (DESIGN §2: at least 30 days). */
  retentionMs?: number;
  /** How long a duplicate waits for the first request before 409. */
  waitMs?: number;
  /** An in-flight record older than this belongs to a dead process and may be taken over. */
  staleAfterMs?: number;
  /** Answers bigger than this are not kept (replays get 409); our largest write answer is ~2 KB. */
  maxStoredBytes?: number;
  /**
   * Live keys one scope may hold, past which a new key is 429. Sized for a busy merchant's API
   * (30 days of writes); it bounds what one account or one checkout can make us store.
   */
  maxKeysPerScope?: number;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The id of the record this request creates: fixed by its scope and Idempotency-Key (a
 * name-based UUID), so every run of the same request names the same record; random without a
 * key. `kind` keeps one request's different records apart ('payment', 'payout', …).
 */
export function idempotentRecordId(request: FastifyRequest, kind: string): string {
  const claim = request.idempotencyClaim;
  if (!claim) return randomUUID();
  const hex = sha256(`idempotent-record\n${kind}\n${claim.scope}\n${claim.key}`).slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
}

/** `request.user.id` as the auth plugin sets it (its guard runs before this preHandler). */
function userIdOf(request: FastifyRequest): string | null {
  const user = (request as unknown as { user?: { id?: unknown } | null }).user;
  return user && typeof user.id === 'string' && user.id !== '' ? user.id : null;
}

/**
 * Issue 35: the person behind the request when they act for a business that is not their own
 * (`request.person` as plugins/auth.ts sets it); null for the owner's own requests and API keys.
 */
function memberOf(request: FastifyRequest, userId: string): string | null {
  const person = (request as unknown as { person?: { id?: unknown } | null }).person;
  return person && typeof person.id === 'string' && person.id !== '' && person.id !== userId ? person.id : null;
}

function scopeOf(request: FastifyRequest, declared: IdempotencyRouteConfig): string | null {
  if (declared === 'user') {
    const userId = userIdOf(request);
    if (!userId) return null;
    // Issue 35: keys belong to the person, not only to the business: two members of one business
    // sending the same key never get each other's stored answer (nor the record it made). The
    // owner's own requests and the business's API keys keep the business's scope, as before.
    const member = memberOf(request, userId);
    // Live and test requests of one merchant never share keys: a test answer is never a live replay.
    return `user:${userId}${member ? `:member:${member}` : ''}${request.livemode ? ':live' : ''}`;
  }
  const guest = declared.guestScope(request);
  return guest ? `guest:${guest}` : null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function replay(reply: FastifyReply, record: IdempotencyRecord): FastifyReply {
  if (record.withheld === 'secret') {
    return reply
      .status(409)
      .send(
        errorBody(
          ERROR_CODES.idempotencySecretWithheld,
          'This request already succeeded. Its answer held a secret, which is shown only once and cannot be sent again.',
        ),
      );
  }
  if (record.withheld === 'too_large') {
    return reply
      .status(409)
      .send(errorBody(ERROR_CODES.idempotencyReplayUnavailable, 'This request already succeeded. Its answer was too large to keep for a replay.'));
  }
  void reply.code(record.responseStatus ?? 200).header('idempotency-replayed', 'true');
  if (record.responseContentType) void reply.header('content-type', record.responseContentType);
  return reply.send(record.responseBody ?? '');
}

function routePath(route: RouteOptions): string {
  return route.url ?? '';
}

export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const { db } = options;
  const retentionMs = options.retentionMs ?? 30 * DAY_MS;
  const waitMs = options.waitMs ?? 5_000;
  const staleAfterMs = options.staleAfterMs ?? 2 * 60_000;
  const maxStoredBytes = options.maxStoredBytes ?? 64 * 1024;
  const maxKeysPerScope = options.maxKeysPerScope ?? 100_000;

  const refuseBadKey = (reply: FastifyReply): FastifyReply =>
    reply
      .status(400)
      .send(
        errorBody(ERROR_CODES.invalidInput, 'Idempotency-Key must be a random value of 22 to 128 letters, digits or -_.: (a UUID)', [
          { field: 'Idempotency-Key', message: 'Idempotency-Key must be a random value of 22 to 128 characters' },
        ]),
      );

  // Issue 36 item 7: a key that is sent is a good one, on every write, whether or not the route
  // keeps keys (an empty or short one was taken as no key, and the write ran: 201). After the
  // route's authentication (onRequest), before its body is validated.
  app.addHook('preValidation', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return undefined;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key !== undefined && (typeof key !== 'string' || !KEY_SHAPE.test(key))) return refuseBadKey(reply);
    return undefined;
  });

  const guard = (declared: IdempotencyRouteConfig, rerun: boolean) =>
    async function idempotencyPreHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (key === undefined) return undefined;
      if (typeof key !== 'string' || !KEY_SHAPE.test(key)) return refuseBadKey(reply);
      // No scope (nobody signed in, or the guest's target unknown): the route itself refuses.
      const scope = scopeOf(request, declared);
      if (!scope) return undefined;
      let body: string;
      try {
        body = canonicalJson(request.body);
      } catch (error) {
        if (!(error instanceof BodyTooDeepError)) throw error;
        return reply.status(400).send(errorBody(ERROR_CODES.invalidInput, error.message));
      }
      const path = request.url;
      const requestHash = sha256(`${request.method} ${path}\n${body}`);

      const deadline = Date.now() + waitMs;
      for (;;) {
        const existing = await findKey(db, scope, key);
        if (!existing || existing.expiresAt.getTime() < Date.now()) {
          if (existing) await deleteExpiredKey(db, scope, key, new Date());
          if (!(await hasRoom(scope))) {
            return reply
              .status(429)
              .header('retry-after', '3600')
              .send(errorBody(ERROR_CODES.rateLimited, 'Too many requests with an Idempotency-Key are stored for this account. Try again later.'));
          }
          const expiresAt = new Date(Date.now() + retentionMs);
          if (await claimKey(db, { scope, key, method: request.method, path, requestHash, expiresAt })) {
            request.idempotencyClaim = { scope, key };
            return undefined;
          }
          continue; // Another request claimed it between our read and insert: look again.
        }
        if (existing.requestHash !== requestHash) {
          return reply
            .status(422)
            .send(errorBody(ERROR_CODES.idempotencyMismatch, 'This Idempotency-Key was already used for a different request'));
        }
        if (existing.state === 'done') {
          if (rerun && existing.withheld === 'secret') {
            // Its secret was not kept: the handler finds the same record and derives it again.
            request.idempotencyClaim = { scope, key };
            request.idempotencyRerun = true;
            return undefined;
          }
          return replay(reply, existing);
        }
        if (await takeOverStaleKey(db, scope, key, new Date(Date.now() - staleAfterMs))) {
          request.idempotencyClaim = { scope, key };
          return undefined;
        }
        if (Date.now() >= deadline) {
          return reply
            .status(409)
            .header('retry-after', '1')
            .send(errorBody(ERROR_CODES.idempotencyInFlight, 'The same request is still being processed. Try again shortly.'));
        }
        await sleep(50);
      }
    };

  async function hasRoom(scope: string): Promise<boolean> {
    if ((await countScopeKeys(db, scope, maxKeysPerScope)) < maxKeysPerScope) return true;
    // Full: expired records may still be waiting for the sweep; they do not count.
    await deleteExpiredKeysOfScope(db, scope, new Date());
    return (await countScopeKeys(db, scope, maxKeysPerScope)) < maxKeysPerScope;
  }

  // Routes that declare idempotency get the check as their last preHandler, after their guards.
  app.addHook('onRoute', (route) => {
    const declared = route.config?.idempotency;
    if (declared === undefined) return;
    const path = routePath(route);
    if (path.startsWith(`${API_BASE_PATH}/auth/`) || path.startsWith('/auth/')) {
      throw new Error(`Idempotency is never on /auth/* (their answers carry session tokens): ${path}`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((method) => WRITE_METHODS.has(method))) {
      throw new Error(`Idempotency is for writes only (POST, PUT, PATCH, DELETE): ${methods.join(',')} ${path}`);
    }
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...own, guard(declared, route.config?.idempotencyRerun === true)];
  });

  // Registered before compression, so the stored body is the plain payload the client decodes.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    if (request.idempotencyRerun) {
      // A replay run again: the record stays as the first run completed it.
      void reply.header('idempotency-replayed', 'true');
      return payload;
    }
    const refused = reply.statusCode >= 500 || REFUSED_STATUSES.has(reply.statusCode);
    if (refused || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      // Our failure, a refusal, or a stream we cannot store: free the key so a retry runs again.
      await releaseKey(db, claim.scope, claim.key);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    const type = typeof contentType === 'string' ? contentType : null;
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    const withheld = Buffer.byteLength(text) > maxStoredBytes ? 'too_large' : carriesSecret(text, type) ? 'secret' : null;
    await completeKey(db, claim.scope, claim.key, {
      status: reply.statusCode,
      contentType: type,
      body: withheld ? null : text,
      withheld,
    });
    return payload;
  });
}
