/**
 * Cross-site writes are refused (issue 22). The session cookie is SameSite=Lax, which still lets
 * any page on a sibling subdomain (the same "site") post to us with the cookie attached. So every
 * unsafe request authenticated by that cookie must come from our own origin or from CORS_ORIGINS:
 * `Origin` decides; when a browser sends none, `Sec-Fetch-Site` does. Otherwise 403
 * `cross_site_request`.
 *
 * Not checked: requests with an Authorization header (a bearer token or an API key is never sent
 * by a browser on its own, so a forged page cannot use it), requests without the cookie (nothing
 * ambient to abuse), and non-browser clients that send neither header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../domain/errors.ts';
import { readSessionCookie } from './auth.ts';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE =
  'This request came from another website, so it was refused. Open Salone Pay itself and try again.';

export interface CrossSiteOptions {
  publicUrl: string | undefined;
  corsOrigins: readonly string[];
}

/** host[:port] with the scheme's default port dropped, as browsers write Origin and Host. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function requestHost(request: FastifyRequest): string {
  return request.host.replace(/:(80|443)$/, '');
}

export function isOwnOrAllowedOrigin(request: FastifyRequest, origin: string, options: CrossSiteOptions): boolean {
  if (origin === options.publicUrl || options.corsOrigins.includes(origin)) return true;
  // Our own page, reached by whatever host name it was opened with (localhost, a LAN address):
  // a forged page cannot make the browser send our Host with its own Origin.
  return hostOf(origin) === requestHost(request);
}

export function registerCrossSiteGuard(app: FastifyInstance, options: CrossSiteOptions): void {
  // onRequest, after the cookie plugin's own hook has parsed the cookies and before the body.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization !== undefined || readSessionCookie(request) === undefined) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const allowed =
      origin !== undefined
        ? isOwnOrAllowedOrigin(request, origin, options)
        : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!allowed) throw new HttpError(403, ERROR_CODES.crossSiteRequest, CROSS_SITE_MESSAGE);
  });
}
