/**
 * The contact form of /support and /contact (issue 16): one message to the configured support
 * address, through the same email adapter as verification mail (SMTP when SMTP_URL is set) and,
 * in local mode, the development outbox. Nothing is stored besides what the outbox records.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createSmtpEmailSender, EmailDeliveryError, type EmailSender } from '../../providers/email/email-sender.ts';
import type { DevOutbox } from '../dev-messages/dev-messages.service.ts';

export const CONTACT_LIMITS = { name: 80, email: 254, message: 4000 } as const;

export interface ContactMessage {
  name: string;
  /** Where support answers; optional, a payer may only have a phone. */
  email?: string;
  phone?: string;
  message: string;
}

export interface SupportService {
  /** False in production without SMTP_URL: the form says so instead of pretending to send. */
  readonly available: boolean;
  send(message: ContactMessage): Promise<void>;
  close(): void;
}

export class SupportUnavailableError extends Error {
  override name = 'SupportUnavailableError';
}

export function createSupportService(deps: { config: Config; outbox?: DevOutbox; log: FastifyBaseLogger; sender?: EmailSender }): SupportService {
  const { config, outbox, log } = deps;
  const sender = deps.sender ?? (config.smtpUrl ? createSmtpEmailSender(config.smtpUrl, config.emailFrom) : undefined);
  return {
    available: sender !== undefined || outbox !== undefined,
    async send(message) {
      if (!sender && !outbox) throw new SupportUnavailableError('No email delivery is configured');
      const from = [message.name, message.email, message.phone].filter(Boolean).join(', ');
      const text = `From: ${from}\n\n${message.message}`;
      const mail = { to: config.supportEmail, subject: `Contact form: ${message.name}`, text };
      if (outbox) await outbox.record({ channel: 'email', to: mail.to, subject: mail.subject, body: mail.text });
      if (sender) {
        try {
          await sender.send(mail);
        } catch (error) {
          log.warn({ err: error instanceof EmailDeliveryError ? error.message : 'error' }, 'contact form delivery failed');
          throw new SupportUnavailableError('Email delivery failed');
        }
      }
    },
    close() {
      sender?.close();
    },
  };
}
