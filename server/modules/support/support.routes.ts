import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type, { type Static } from 'typebox';
import { isEmailShape, normalizeEmail } from '../../../domain/email.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit.ts';
import { CONTACT_LIMITS, SupportUnavailableError, type SupportService } from './support.service.ts';

/** Per client IP: a person writes a few messages an hour; a script filling support's inbox does not get far. */
export const CONTACT_IP_LIMIT: RateLimitRule = { name: 'support-contact', max: 5, windowSeconds: 3600 };

/** The contact form's fields; lengths here are generous caps, the exact rules are contactProblems'. */
const ContactBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: 1000 }),
    email: Type.Optional(Type.String({ maxLength: 1000 })),
    phone: Type.Optional(Type.String({ maxLength: 1000 })),
    message: Type.String({ maxLength: 20_000 }),
  },
  { additionalProperties: false },
);
type ContactBody = Static<typeof ContactBodySchema>;

const ContactAnswer = Type.Object({ data: Type.Object({ message: Type.String() }) });

/** Field by field, in words the form shows next to each field. */
function contactProblems(body: ContactBody): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const name = body.name.trim();
  const email = body.email?.trim() ?? '';
  const message = body.message.trim();
  if (name === '') problems.push({ field: 'name', message: 'Please enter your name.' });
  else if (name.length > CONTACT_LIMITS.name) problems.push({ field: 'name', message: `Your name can be at most ${CONTACT_LIMITS.name} characters.` });
  if (email !== '' && (email.length > CONTACT_LIMITS.email || !isEmailShape(email))) problems.push({ field: 'email', message: 'Please enter a valid email address.' });
  if (message.length < 10) problems.push({ field: 'message', message: 'Please tell us a little more (at least 10 characters).' });
  else if (message.length > CONTACT_LIMITS.message) problems.push({ field: 'message', message: `Your message can be at most ${CONTACT_LIMITS.message} characters.` });
  return problems;
}

/**
 * POST /support/contact: the public contact form. GET /.well-known/security.txt is registered at
 * the root (securityTxtRoute) so it names the configured support address.
 */
export function supportRoutes(support: SupportService, limiter: RateLimiter) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/support/contact',
      {
        onRequest: limiter.perIp(CONTACT_IP_LIMIT),
        // A guest's retry with the same Idempotency-Key must not mail support twice.
        config: { idempotency: { guestScope: (request) => `contact:${request.ip}` } },
        schema: { summary: 'Write to support (the public contact form)', body: ContactBodySchema, response: { 200: ContactAnswer } },
      },
      async (request) => {
        const problems = contactProblems(request.body);
        if (problems.length > 0) throw new HttpError(400, ERROR_CODES.invalidInput, 'Please check the form.', problems);
        const email = request.body.email?.trim();
        try {
          await support.send({
            name: request.body.name.trim(),
            email: email ? normalizeEmail(email) : undefined,
            phone: request.body.phone?.trim() || undefined,
            message: request.body.message.trim(),
          });
        } catch (error) {
          if (error instanceof SupportUnavailableError) throw new HttpError(503, ERROR_CODES.unavailable, 'The message could not be sent right now. Please email us instead.');
          throw error;
        }
        return { data: { message: 'Thank you. Your message has been sent to our support team.' } };
      },
    );
  };
}

/** RFC 9116 security.txt: where to report a vulnerability, and until when this file holds. */
export function securityTxt(config: Pick<Config, 'supportEmail' | 'publicUrl'>, now: Date): string {
  const expires = new Date(now.getTime() + 180 * 24 * 60 * 60 * 1000);
  const lines = [`Contact: mailto:${config.supportEmail}`, `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`, 'Preferred-Languages: en'];
  if (config.publicUrl) lines.push(`Canonical: ${config.publicUrl.replace(/\/$/, '')}/.well-known/security.txt`, `Policy: ${config.publicUrl.replace(/\/$/, '')}/security`);
  return `${lines.join('\n')}\n`;
}

export function securityTxtRoute(config: Pick<Config, 'supportEmail' | 'publicUrl'>, now: () => Date) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/.well-known/security.txt', async (_request, reply) =>
      reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(securityTxt(config, now())),
    );
  };
}
