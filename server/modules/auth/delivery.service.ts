/**
 * Where codes go. Decision (DESIGN §3 "also recorded"): outside production every message is
 * written to the development outbox AND handed to the real provider when one is configured
 * (SMS_PROVIDER=http, SMTP_URL), so a developer testing a real gateway still sees the code in
 * /api/v1/dev/messages. In production only the provider is used and nothing is recorded.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Config } from '../../config.ts';
import { DomainError } from '../../domain-error.ts';
import { createHttpSmsSender, type SmsSender } from '../../providers/sms/sms-sender.ts';
import { createSmtpEmailSender, type EmailMessage, type EmailSender } from '../../providers/email/email-sender.ts';
import type { DevOutbox } from '../dev-messages/dev-messages.service.ts';

export interface Delivery {
  /** False in production without SMTP_URL: email verification cannot work there. */
  readonly emailAvailable: boolean;
  sms(to: string, body: string, code: string): Promise<void>;
  /**
   * An SMS without a code (receipts, payment alerts, issue 17); `link` is what the outbox lists
   * beside it. `testMode`: test-mode money reaches the development outbox only, never a phone.
   */
  smsNotice(to: string, body: string, options?: { link?: string; testMode?: boolean }): Promise<void>;
  email(message: EmailMessage, extras: { code: string; link: string }): Promise<void>;
  close(): void;
}

export const DELIVERY_FAILED_MESSAGE = 'We could not send the code right now. Please try again in a moment.';

export function createDelivery(deps: { config: Config; outbox: DevOutbox | undefined; log: FastifyBaseLogger }): Delivery {
  const { config, outbox, log } = deps;
  const smsSender: SmsSender | undefined =
    config.sms.kind === 'http' && config.sms.url
      ? createHttpSmsSender({ url: config.sms.url, apiKey: config.sms.apiKey, from: config.sms.sender ?? 'SalonePay' })
      : undefined;
  const emailSender: EmailSender | undefined = config.smtpUrl ? createSmtpEmailSender(config.smtpUrl, config.emailFrom) : undefined;

  async function viaProvider(channel: string, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      // The provider errors carry no message content, so they are safe to log.
      log.error({ channel, reason: error instanceof Error ? error.message : 'unknown' }, 'message delivery failed');
      throw new DomainError(ERROR_CODES.unavailable, DELIVERY_FAILED_MESSAGE);
    }
  }

  return {
    emailAvailable: emailSender !== undefined || outbox !== undefined,
    async sms(to, body, code) {
      if (outbox) await outbox.record({ channel: 'sms', to, body, code });
      if (smsSender) await viaProvider('sms', () => smsSender.send({ to, body }));
    },
    async smsNotice(to, body, options = {}) {
      if (outbox) await outbox.record({ channel: 'sms', to, body, ...(options.link ? { link: options.link } : {}) });
      if (smsSender && !options.testMode) await viaProvider('sms', () => smsSender.send({ to, body }));
    },
    async email(message, extras) {
      if (outbox) await outbox.record({ channel: 'email', to: message.to, subject: message.subject, body: message.text, ...extras });
      if (emailSender) await viaProvider('email', () => emailSender.send(message));
    },
    close() {
      emailSender?.close();
    },
  };
}
