/**
 * Email delivery through SMTP (nodemailer), the only place the mail SDK is imported. Like SMS,
 * the development outbox is recorded by the caller, not here.
 */
import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/** The SMTP server refused or could not be reached; safe to log (no message content). */
export class EmailDeliveryError extends Error {
  override name = 'EmailDeliveryError';
}

/**
 * Delivery is awaited by the request that sends a code, so a stalled SMTP server must not hold it:
 * nodemailer's own defaults wait 2 minutes to connect and 10 minutes on a silent socket.
 */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}
export const SMTP_TIMEOUTS_MS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpEmailSender(smtpUrl: string, from: string, timeouts: Partial<SmtpTimeouts> = {}): EmailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS, ...timeouts }, { from });
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'error';
        throw new EmailDeliveryError(`SMTP delivery failed (${code})`);
      }
    },
    close() {
      transport.close();
    },
  };
}
