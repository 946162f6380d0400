/**
 * Security headers of DESIGN §5: strict CSP (no inline scripts but the prerender chooser, by hash; inline styles only because
 * styled-components injects <style> tags), HSTS over HTTPS, nosniff, Referrer-Policy,
 * Permissions-Policy, frame-ancestors none.
 *
 * One table serves two paths: the onRequest hook for every answer Fastify makes, and the raw
 * answers written before a request exists (431 from Node, a bad URL from the router), so that
 * every answer carries the same headers (issue 22). It holds what helmet's defaults sent.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { permissionsPolicyFor } from '../../domain/permissions-policy.ts';
import { PRERENDER_CHOOSER } from '../../domain/prerender-routes.ts';

/** The one inline script allowed (issue 15): the prerendered pages' chooser, pinned by its hash. */
const PRERENDER_CHOOSER_HASH = `'sha256-${createHash('sha256').update(PRERENDER_CHOOSER).digest('base64')}'`;

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", PRERENDER_CHOOSER_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

function serializePolicy(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`)
    .join(';');
}

const CSP_HEADER = serializePolicy(CONTENT_SECURITY_POLICY);
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/** Every security header for an answer to `url`; HSTS only when the client reached us over HTTPS. */
export function securityHeaders(url: string, https: boolean): Record<string, string> {
  return {
    'content-security-policy': CSP_HEADER,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': permissionsPolicyFor(url),
    ...(https ? { 'strict-transport-security': HSTS_HEADER } : {}),
  };
}

/**
 * `httpsOrigin`: PUBLIC_URL is https, so every client reached us over HTTPS whatever the proxy
 * in front says (issue 22: HTTPS without guesswork). Otherwise HSTS only for a request that really
 * came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { httpsOrigin: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(securityHeaders(request.url, options.httpsOrigin || request.protocol === 'https'));
  });
}
