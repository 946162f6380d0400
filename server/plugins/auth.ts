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
import { HttpError } from './errors.ts';
import { redactQuery } from './log-safety.ts';

export interface SessionUser {
  /** users.id */
  id: string;
  /** E.164, +232XXXXXXXX. */
  phone: string;
  sessionId: string;
}

export interface SessionAuthenticator {
  authenticate(token: string): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (or `optionalUser`); null when nobody is signed in. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Name and Secure rule of the session cookie (see sessionCookieSettings). */
    sessionCookie: SessionCookieSettings;
    /** preHandler: 401 unless the request carries a live session; then `request.user` is set. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets `request.user` when a live session is present, never refuses. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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

export function registerAuth(app: FastifyInstance, sessions: SessionAuthenticator, cookie: SessionCookieSettings): void {
  app.decorate('sessionCookie', cookie);
  app.decorateRequest('user', null);
  // Several hooks may ask (a route's guards, the email link's optional lookup): look the session up once.
  const looked = new WeakSet<FastifyRequest>();
  const lookup = async (request: FastifyRequest): Promise<void> => {
    if (looked.has(request)) return;
    looked.add(request);
    const token = readSessionToken(request);
    request.user = token === undefined ? null : await sessions.authenticate(token);
  };
  app.decorate('optionalUser', lookup);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await lookup(request);
    signedInUser(request);
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
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Pino serializer for `req` in Fastify's request logs: the default fields with a redacted URL (no query values). */
export function serializeRequestForLog(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactQuery(redactUrl(request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
