/**
 * Session lookup for every module. A route that needs a signed-in user adds
 * `preHandler: app.requireUser` and then reads `signedInUser(request)`; without a valid session
 * (bearer header, else the session cookie) the answer is 401 `unauthorized`, which the web client
 * treats as "signed out".
 *
 * Also: the session cookie's attributes, and request-log serializers that keep tokens out of logs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../domain/errors.ts';
import { memberMay, NOT_A_MEMBER_SENTENCE, roleRefusalSentence, type MemberPermission, type MemberRole } from '../../domain/members.ts';
import { routePermission } from './member-routes.ts';
import { HttpError } from './errors.ts';
import type { QuotaWindow } from './quota-leases.ts';
import { redactQuery } from './log-safety.ts';
import { cutHostForLog, urlForLog } from './refusals.ts';

export interface SessionUser {
  /** users.id */
  id: string;
  /** E.164, +232XXXXXXXX. */
  phone: string;
  sessionId: string;
}

/** What a session lookup brings besides the session, in the same round trip (issue 41). */
export interface SessionLookupOptions {
  /** The request acts for a business: bring the person's memberships for BusinessResolver. */
  memberships: boolean;
  /**
   * Count one hit of this quota (limit `max`) against the person, only if the session is still
   * good: one reserved earlier for the session, else one of hits added now (quota-leases.ts).
   */
  quota: QuotaWindow | null;
}

/** The person's live memberships, and whether they have a business of their own with a name. */
export interface KnownMemberships {
  list: { merchantId: string; role: MemberRole }[];
  ownBusinessNamed: boolean;
}

/** A quota hit already counted for this request: its counter's key, the count after it, its window. */
export interface CountedHit {
  key: string;
  count: number;
  windowStart: Date;
}

export interface SessionLookup {
  user: SessionUser;
  /** Present when asked for. */
  memberships: KnownMemberships | null;
  /** Present when a quota was asked for and the session is good. */
  counted: CountedHit | null;
}

export interface SessionAuthenticator {
  authenticate(token: string, options?: SessionLookupOptions): Promise<SessionLookup | null>;
}

/** A merchant's secret API key, once authenticated (server/modules/api-keys). */
export interface ApiKeyPrincipal {
  /** api_keys.id */
  id: string;
  merchantId: string;
  /** The merchant's phone (E.164), so `request.user` looks like the merchant's own. */
  phone: string;
  livemode: boolean;
}

export interface ApiKeyAuthenticator {
  /** The key's principal, or null when the secret is unknown, malformed or revoked. */
  authenticate(secret: string): Promise<ApiKeyPrincipal | null>;
}

/** The business a signed-in person acts for on a merchant route (issue 35, server/modules/members). */
export interface BusinessResolver {
  /**
   * `requested`: the Salone-Business header's value. Without it, the person's own business, or
   * their only one. Null when the person is not (or no longer) a member of the requested business.
   */
  resolve(person: SessionUser, requested: string | undefined, known?: KnownMemberships): Promise<{ merchantId: string; role: MemberRole } | null>;
  /**
   * Issue 35: the mode of a member whose role may not switch it (no `mode.switch`): true once the
   * business may take live money here, false before. Absent: test.
   */
  businessLivemode?(merchantId: string): Promise<boolean>;
}

/** Header with which the app chooses the business a session's request acts for (issue 35). */
export const BUSINESS_HEADER = 'salone-business';

/** Secret API keys start with this; session tokens never do. */
export const API_KEY_TOKEN_PREFIX = 'sk_';
/** Header with which the dashboard's Test mode toggle chooses the mode of a session's requests. */
export const MODE_HEADER = 'salone-mode';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (or `optionalUser`); null when nobody is signed in. */
    user: SessionUser | null;
    /** The API key the request authenticated with (then `user` is its merchant); null for sessions. */
    apiKey: ApiKeyPrincipal | null;
    /**
     * The mode of this request (issue 12): a key's own mode; for a session, the dashboard's Test
     * mode toggle (`Salone-Mode: live|test`, test when absent). Merchant resources show and make
     * only records of this mode.
     */
    livemode: boolean;
    /**
     * Issue 35: the signed-in person themself. On a merchant route `user.id` is the business the
     * request acts for (the person's own, or one they are a member of); `person.id` is who did it.
     */
    person: SessionUser | null;
    /** The person's role in the business of this request (API keys: owner); null on personal routes. */
    memberRole: MemberRole | null;
    /**
     * Issue 35: the mode was decided by the server, not by the request (an API key's own mode; a
     * member whose role may not switch mode works in the business's). Routes that read a mode
     * elsewhere (the event stream's `?mode=`) keep `livemode` then.
     */
    modeFixed: boolean;
    /** Why the person may not act for the business here (answered 403 by `requireUser`). */
    memberRefusal: { code: 'not_a_member' | 'forbidden'; message: string } | null;
    /** Why an `sk_…` credential was not accepted (answered by `requireUser`). */
    apiKeyRefusal: 'invalid' | 'not_allowed' | null;
    /**
     * Issue 41: the API quota's hit, counted by the session lookup in its own round trip
     * (`optionalUserCounting`); the rate limiter enforces it instead of counting again.
     */
    countedHit: CountedHit | null;
  }
  interface FastifyContextConfig {
    /** This route accepts `Authorization: Bearer sk_…` (a merchant resource). Default: sessions only. */
    apiKey?: boolean;
  }
  interface FastifyInstance {
    /** Name and Secure rule of the session cookie (see sessionCookieSettings). */
    sessionCookie: SessionCookieSettings;
    /** preHandler: 401 unless the request carries a live session; then `request.user` is set. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets `request.user` when a live session is present, never refuses. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * `optionalUser` that also counts one hit of a quota against a signed-in person in the same
     * round trip (`request.countedHit`); `quota()` names the quota and its current window.
     */
    optionalUserCounting: (quota: () => QuotaWindow) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const SESSION_COOKIE = 'sp_session';

export interface SessionCookieSettings {
  name: string;
  /** Secure whatever the request's protocol says (the public origin is HTTPS). */
  alwaysSecure: boolean;
}

/**
 * With an https PUBLIC_URL the cookie is `__Host-sp_session`: Secure, host-only, path /, so a
 * sibling subdomain can neither read nor plant it (issue 22). Only that name is read then, so a
 * planted plain `sp_session` is ignored.
 */
export function sessionCookieSettings(publicHttps: boolean): SessionCookieSettings {
  return publicHttps ? { name: `__Host-${SESSION_COOKIE}`, alwaysSecure: true } : { name: SESSION_COOKIE, alwaysSecure: false };
}

/** The session cookie's value, if the request carries one. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[request.server.sessionCookie.name];
  return cookie === undefined || cookie === '' ? undefined : cookie;
}

/** The bearer token if an Authorization header is sent (it wins), else the session cookie. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return readSessionCookie(request);
}

export const UNAUTHORIZED_MESSAGE = 'Please sign in to continue.';

/** The signed-in user of a route guarded by `app.requireUser`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, UNAUTHORIZED_MESSAGE);
  return request.user;
}

/**
 * Routes that accept API keys but live in modules declared before keys existed (their own
 * `config.apiKey` would do the same). `METHOD /full/path` as the router knows it.
 */
export const API_KEY_ROUTES_ELSEWHERE: ReadonlySet<string> = new Set(['GET /api/v1/balance']);

/** Whether the matched route is a merchant resource that API keys may call. */
export function routeAcceptsApiKey(request: FastifyRequest): boolean {
  const options = request.routeOptions;
  if (options.config.apiKey === true) return true;
  return options.url !== undefined && API_KEY_ROUTES_ELSEWHERE.has(`${request.method} ${options.url}`);
}

/** The session's mode from the Test mode toggle's header: live only when it says so. */
function sessionLivemode(request: FastifyRequest): boolean {
  const value = request.headers[MODE_HEADER];
  return typeof value === 'string' && value.trim().toLowerCase() === 'live';
}

/** The matched route's permission when it acts for a business (member-routes.ts); undefined for personal routes and routes outside the table. */
function businessPermission(request: FastifyRequest): MemberPermission | undefined {
  const permission = routePermission(request);
  return permission === 'personal' ? undefined : permission;
}

/**
 * Issue 35, next to the mode rule: which business a merchant route acts for, and whether the
 * person's role there holds the route's permission (server/plugins/member-routes.ts). Personal
 * routes and routes outside the table act for nobody but the person.
 */
async function actForBusiness(request: FastifyRequest, person: SessionUser, businesses: BusinessResolver, known: KnownMemberships | undefined): Promise<void> {
  const permission = businessPermission(request);
  if (permission === undefined) return;
  const header = request.headers[BUSINESS_HEADER];
  const requested = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
  const acting = await businesses.resolve(person, requested, known);
  if (!acting) {
    request.memberRefusal = { code: 'not_a_member', message: NOT_A_MEMBER_SENTENCE };
    return;
  }
  request.memberRole = acting.role;
  if (acting.merchantId !== person.id) request.user = { ...person, id: acting.merchantId };
  if (!memberMay(acting.role, permission)) {
    request.memberRefusal = { code: 'forbidden', message: roleRefusalSentence(acting.role) };
    return;
  }
  // The mode, second half: a role that may not switch it works in the business's mode, whatever
  // its Salone-Mode header says (domain/members.ts, 'mode.switch').
  if (!memberMay(acting.role, 'mode.switch')) {
    request.livemode = businesses.businessLivemode ? await businesses.businessLivemode(acting.merchantId) : false;
    request.modeFixed = true;
  }
}

/** The person who made this request (for attribution): a member acting for a business, else the signed-in user. */
export function actingPerson(request: FastifyRequest): SessionUser {
  return request.person ?? signedInUser(request);
}

/** The person's id when a person (not an API key) made the request: who a row is attributed to. */
export function attributedTo(request: FastifyRequest): string | null {
  return request.apiKey ? null : actingPerson(request).id;
}

export function registerAuth(
  app: FastifyInstance,
  sessions: SessionAuthenticator,
  cookie: SessionCookieSettings,
  apiKeys?: ApiKeyAuthenticator,
  businesses?: BusinessResolver,
): void {
  app.decorate('sessionCookie', cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('livemode', false);
  app.decorateRequest('apiKeyRefusal', null);
  app.decorateRequest('person', null);
  app.decorateRequest('memberRole', null);
  app.decorateRequest('memberRefusal', null);
  app.decorateRequest('modeFixed', false);
  app.decorateRequest('countedHit', null);
  // Several hooks may ask (a route's guards, the email link's optional lookup): look the session up once.
  const looked = new WeakSet<FastifyRequest>();
  const lookup = async (request: FastifyRequest, quota?: () => QuotaWindow): Promise<void> => {
    if (looked.has(request)) return;
    looked.add(request);
    const token = readSessionToken(request);
    if (token !== undefined && token.startsWith(API_KEY_TOKEN_PREFIX)) {
      // A secret key is never a session: it counts only on merchant resources, as its merchant.
      request.user = null;
      if (!apiKeys || !routeAcceptsApiKey(request)) {
        request.apiKeyRefusal = 'not_allowed';
        return;
      }
      const key = await apiKeys.authenticate(token);
      if (!key) {
        request.apiKeyRefusal = 'invalid';
        return;
      }
      request.apiKey = key;
      request.livemode = key.livemode;
      request.modeFixed = true;
      request.user = { id: key.merchantId, phone: key.phone, sessionId: `apikey:${key.id}` };
      request.person = request.user;
      request.memberRole = 'owner';
      return;
    }
    // Issue 41: the session, the memberships a merchant route needs and the quota's hit are one
    // round trip (migration 0280); each was its own statement.
    const needMemberships = businesses !== undefined && businessPermission(request) !== undefined;
    const found = token === undefined ? null : await sessions.authenticate(token, { memberships: needMemberships, quota: quota ? quota() : null });
    request.user = found?.user ?? null;
    request.person = request.user;
    request.countedHit = found?.counted ?? null;
    request.livemode = sessionLivemode(request);
    if (request.user && businesses) await actForBusiness(request, request.user, businesses, found?.memberships ?? undefined);
  };
  app.decorate('optionalUser', (request: FastifyRequest) => lookup(request));
  app.decorate('optionalUserCounting', (quota: () => QuotaWindow) => (request: FastifyRequest) => lookup(request, quota));
  const requireUser = async (request: FastifyRequest): Promise<void> => {
    await lookup(request);
    if (request.apiKeyRefusal === 'not_allowed') {
      throw new HttpError(403, ERROR_CODES.apiKeyNotAllowed, 'API keys cannot use this endpoint. It needs a signed-in person.');
    }
    if (request.apiKeyRefusal === 'invalid') {
      throw new HttpError(401, ERROR_CODES.invalidApiKey, 'This API key is not valid. It may have been revoked.');
    }
    signedInUser(request);
    const refusal = request.memberRefusal;
    if (refusal) throw new HttpError(403, refusal.code === 'not_a_member' ? ERROR_CODES.notAMember : ERROR_CODES.forbidden, refusal.message);
  };
  app.decorate('requireUser', requireUser);
  // Issue 36 item 6: authentication before anything reads the body, on every signed-in route.
  // Routes name `app.requireUser` as a preHandler (after validation, so an anonymous incomplete
  // body was a 400 naming the missing field: strangers learned the schema and spent our work).
  // Every route registered after this hook that names it anywhere also gets it as its first
  // onRequest hook (before body parsing and validation); the later copy finds the lookup done.
  app.addHook('onRoute', (route) => {
    const listed = (hooks: unknown): unknown[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
    const named = [route.preHandler, route.preValidation, route.preParsing].some((hooks) => listed(hooks).includes(requireUser));
    const onRequest = listed(route.onRequest);
    if (!named || onRequest.includes(requireUser)) return;
    route.onRequest = [requireUser, ...(onRequest as typeof requireUser[])];
  });
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Secure whenever the public origin is HTTPS; otherwise only where the browser would keep it:
    // over HTTPS (directly, or behind a trusted TLS proxy).
    secure: request.server.sessionCookie.alwaysSecure || request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  void reply.setCookie(request.server.sessionCookie.name, token, { ...cookieOptions(request), expires: expiresAt });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(request.server.sessionCookie.name, cookieOptions(request));
}

/** Path segments that are secrets (email link tokens) are replaced before a URL reaches a log. */
export function redactUrl(url: string): string {
  return url.replace(/(\/auth\/email\/verify\/)[^/?#]+/, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  /** The URL as the client sent it, when Fastify rewrote it (an over-long API URL: plugins/refusals.ts). */
  originalUrl?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Pino serializer for `req` in Fastify's request logs: the default fields with a redacted URL (no query values). */
export function serializeRequestForLog(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    // Cut to a bounded length before redaction (issue 36): a 15,000-character URL is not logged whole.
    url: urlForLog(request, (kept) => redactQuery(redactUrl(kept))),
    host: cutHostForLog(request.host),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
