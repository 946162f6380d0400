/** The address guard (SSRF) and the pinned connection: what a hostile merchant URL cannot reach. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks.ts';
import { EVENT_TYPES } from '../../db/schema.ts';
import { sendWebhookRequest } from './webhook-sender.ts';
import { checkWebhookUrl, refusedAddress } from './webhook-url-guard.ts';

const production = { allowLoopback: false };
const local = { allowLoopback: true };

describe('webhook URL guard', () => {
  it.each([
    '127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '100.127.255.254', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1',
    '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:a00:1::1', '2001:db8::1',
  ])('refuses %s in production', (address) => {
    expect(refusedAddress(address, production)).not.toBeNull();
  });

  it.each(['93.184.216.34', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(refusedAddress(address, production)).toBeNull();
  });

  it('local mode allows loopback only, not the rest of the private network', () => {
    expect(refusedAddress('127.0.0.1', local)).toBeNull();
    expect(refusedAddress('::1', local)).toBeNull();
    expect(refusedAddress('10.0.0.1', local)).not.toBeNull();
    expect(refusedAddress('169.254.169.254', local)).not.toBeNull();
  });

  it('a name is refused when any of its addresses is private, and accepted when all are public', async () => {
    const dns = (answers: string[]) => async () => answers.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
    await expect(checkWebhookUrl('https://hooks.example.com/in', production, dns(['93.184.216.34', '10.0.0.5']))).rejects.toThrow(/public internet/);
    await expect(checkWebhookUrl('https://hooks.example.com/in', production, dns(['fd00::5']))).rejects.toThrow(/public internet/);
    await expect(checkWebhookUrl('https://hooks.example.com/in', production, dns(['93.184.216.34']))).resolves.toMatchObject({ addresses: [{ address: '93.184.216.34', family: 4 }] });
    await expect(checkWebhookUrl('https://localhost/hooks', production)).rejects.toThrow(/domain name/);
    await expect(checkWebhookUrl('http://localhost/hooks', local)).resolves.toMatchObject({ addresses: [expect.objectContaining({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) })] });
    await expect(checkWebhookUrl('http://example.com/hooks', production)).rejects.toThrow(/https/);
  });

  it('connects to the address that was checked, never resolving the name again (DNS rebinding)', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(String(request.headers.host));
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // This name does not exist in DNS: the request can only have gone to the pinned address.
      const result = await sendWebhookRequest({ url: new URL(`http://rebind.invalid:${port}/hooks`), address: { address: '127.0.0.1', family: 4 }, headers: {}, body: '{}' });
      expect(result).toMatchObject({ statusCode: 200, excerpt: 'ok', error: null });
      expect(seen).toEqual([`rebind.invalid:${port}`]);
    } finally {
      server.close();
    }
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const result = await sendWebhookRequest({ url: new URL(`http://127.0.0.1:${port}/`), address: { address: '127.0.0.1', family: 4 }, headers: {}, body: '{}', timeoutMs: 300 });
      expect(result).toMatchObject({ statusCode: null, error: 'No answer within 0.3 s' });
      expect(result.latencyMs).toBeGreaterThanOrEqual(250);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('subscribes to exactly the events the events table records', () => {
    expect([...WEBHOOK_EVENT_TYPES]).toEqual([...EVENT_TYPES]);
  });
});
