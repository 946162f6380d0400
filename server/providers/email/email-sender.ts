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

export function createSmtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl, { from });
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
