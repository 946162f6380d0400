/**
 * Serves the built PWA from dist/ with an SPA fallback: any GET that is not a file and not under
 * /api/ answers index.html, so deep links work. /api/* never falls back: it answers JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH } from '../../domain/api-contract.ts';
import { ERROR_CODES } from '../../domain/errors.ts';
import { PRERENDERED_ROUTES, prerenderedRouteFor } from '../../domain/prerender-routes.ts';
import { GATE_OFF_COOKIE, GATE_OFF_VALUE, gateTurnedOff } from '../../domain/preview-gate.ts';
import { registerCheckoutPage } from './checkout-page.ts';
import { errorBody } from './errors.ts';
import type { RateLimiter, RateLimitRule } from './rate-limit.ts';
import type { Db } from '../db/client.ts';

/**
 * Unknown API paths cost a database round trip like any route, so they are capped per address
 * too (issue 22). Coarse: one carrier-grade NAT address carries thousands of people, and no real
 * client asks for unknown paths often.
 */
export const UNKNOWN_API_ROUTE_LIMIT: RateLimitRule = { name: 'unknown-route', max: 600, windowSeconds: 60 };

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Issue 33: with PREVIEW_GATE=off every page carries the cookie the browser's gate reads
 * (domain/preview-gate.ts); with the gate on, a cookie left from an earlier launch is cleared.
 */
function gateCookie(request: FastifyRequest, previewGate: boolean): string | undefined {
  if (!previewGate) return `${GATE_OFF_COOKIE}=${GATE_OFF_VALUE}; Path=/; Max-Age=31536000; SameSite=Lax`;
  return gateTurnedOff(request.headers.cookie ?? '') ? `${GATE_OFF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` : undefined;
}

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  limiter: RateLimiter,
  options: { previewGate?: boolean; clientSecretOf?: (paymentId: string) => string; db?: Db } = {},
): Promise<void> {
  const previewGate = options.previewGate ?? true;
  const limitUnknownApiRoute = limiter.perIp(UNKNOWN_API_ROUTE_LIMIT);
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  // Prerendered pages present in this build (issue 15), read once like the static routes.
  const prerenderedFiles = new Set(PRERENDERED_ROUTES.map((route) => route.file).filter((file) => existsSync(path.join(webRoot, file))));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // One route per built file (read at start-up), so directories and unknown paths reach the
      // SPA fallback below instead of a 403/404 from the static handler.
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes a .br and a .gz copy of each text file (scripts/precompress-plugin.ts):
      // sent as they are when the client accepts them, so nothing is compressed per request.
      preCompressed: true,
      setHeaders(res, sentPath) {
        // The copy sent may be the .br or .gz one: its headers are those of the file it encodes.
        const filePath = sentPath.replace(/\.(br|gz)$/, '');
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          // Vite puts a content hash in every asset name, so a given URL never changes.
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) {
          // Always revalidate: these name the current version of everything else.
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  // Issue 42: a checkout's page with its data in the HTML, and its plain form (server/plugins/checkout-page.ts).
  const checkoutPage =
    hasBuild && options.clientSecretOf && options.db ? await registerCheckoutPage(app, { webRoot, clientSecretOf: options.clientSecretOf, db: options.db }) : null;

  // A cache between us and the phone must keep the compressed copies apart (the CORS plugin's
  // `Vary: Origin` is set on the reply, so this appends to it rather than set it on the file).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url) && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const cookie = gateCookie(request, previewGate);
      if (cookie) reply.header('set-cookie', cookie);
    }
    if (isApiPath(request.url) || !reply.getHeader('content-encoding')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return payload;
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      await limitUnknownApiRoute(request, reply);
      return reply
        .status(404)
        .send(errorBody(ERROR_CODES.notFound, `No API route ${request.method} ${request.url.split('?')[0]}`));
    }
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (hasBuild && wantsPage) {
      // Issue 15: an address with a prerendered page gets its own HTML (domain/prerender-routes.ts).
      const prerendered = prerenderedRouteFor(pathname)?.file;
      if (checkoutPage && prerendered === 'pay.html' && request.method === 'GET') {
        if (await checkoutPage(request, reply)) return reply;
      }
      const file = prerendered !== undefined && prerenderedFiles.has(prerendered) ? prerendered : 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(file, webRoot);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  app.log.debug({ webRoot, hasBuild, api: API_BASE_PATH }, 'web app routes ready');
}
