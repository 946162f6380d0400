import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../test/fake-providers.ts';
import { createHttpSmsSender, SmsDeliveryError } from './sms-sender.ts';

let gateway: FakeSmsGateway;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(async () => {
  await gateway.close();
});

describe('HTTP SMS sender', () => {
  it('POSTs {to, from, body} as JSON with the bearer API key', async () => {
    const sender = createHttpSmsSender({ url: gateway.url, apiKey: 'key-123', from: 'SalonePay' });
    await sender.send({ to: '+23276123456', body: '123456 is your code' });
    const request = gateway.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/messages');
    expect(request?.headers.authorization).toBe('Bearer key-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ to: '+23276123456', from: 'SalonePay', body: '123456 is your code' });
  });

  it('throws a delivery error without the message text when the gateway refuses', async () => {
    gateway.status = 500;
    const sender = createHttpSmsSender({ url: gateway.url, from: 'SalonePay' });
    const failure = sender.send({ to: '+23276123456', body: 'secret 654321' }).catch((error: unknown) => error);
    const error = await failure;
    gateway.status = 200;
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(String((error as Error).message)).toBe('SMS provider answered HTTP 500');
    expect(gateway.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('throws a delivery error when the gateway cannot be reached', async () => {
    const sender = createHttpSmsSender({ url: 'http://127.0.0.1:9/nothing', from: 'SalonePay', timeoutMs: 2000 });
    await expect(sender.send({ to: '+23276123456', body: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
