import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-providers.ts';
import { createSmtpEmailSender, EmailDeliveryError } from './email-sender.ts';

let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describe('SMTP email sender', () => {
  it('delivers to a real SMTP server with the configured sender', async () => {
    const sender = createSmtpEmailSender(smtp.url, 'Salone Pay <no-reply@salonepay.sl>');
    await sender.send({ to: 'trader@example.sl', subject: 'Hello', text: 'Your code is 123456', html: '<p>Your code is <b>123456</b></p>' });
    sender.close();
    const mail = smtp.mails.at(-1);
    expect(mail?.from).toBe('no-reply@salonepay.sl');
    expect(mail?.to).toEqual(['trader@example.sl']);
    expect(mail?.raw).toContain('Subject: Hello');
    expect(mail?.raw).toContain('Your code is 123456');
  });

  it('throws a delivery error when no server listens', async () => {
    const sender = createSmtpEmailSender('smtp://127.0.0.1:9', 'no-reply@salonepay.sl');
    await expect(sender.send({ to: 'a@b.sl', subject: 'x', text: 'y' })).rejects.toBeInstanceOf(EmailDeliveryError);
    sender.close();
  });
});
