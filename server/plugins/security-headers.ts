/**
 * Security headers of DESIGN §5: strict CSP (no inline scripts; inline styles only because
 * styled-components injects <style> tags), HSTS over HTTPS only, nosniff, Referrer-Policy,
 * Permissions-Policy, frame-ancestors none.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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

/** Camera only on the QR scanner screen; nothing else needs a device permission. */
export function permissionsPolicyFor(url: string): string {
  const camera = url.startsWith('/scan-pay') ? 'camera=(self)' : 'camera=()';
  return `${camera}, microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()`;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // HSTS is added below only when the request really came over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('Permissions-Policy', permissionsPolicyFor(request.url));
    if (request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
