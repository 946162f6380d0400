import net from 'node:net';
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

  it('gives up on a server that accepts the connection but never greets, within its time limit', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const sender = createSmtpEmailSender(`smtp://127.0.0.1:${port}`, 'no-reply@salonepay.sl', { greetingTimeout: 200, socketTimeout: 400 });
    const started = Date.now();
    await expect(sender.send({ to: 'a@b.sl', subject: 'x', text: 'y' })).rejects.toBeInstanceOf(EmailDeliveryError);
    expect(Date.now() - started).toBeLessThan(5_000);
    sender.close();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('throws a delivery error when no server listens', async () => {
    const sender = createSmtpEmailSender('smtp://127.0.0.1:9', 'no-reply@salonepay.sl');
    await expect(sender.send({ to: 'a@b.sl', subject: 'x', text: 'y' })).rejects.toBeInstanceOf(EmailDeliveryError);
    sender.close();
  });
});
