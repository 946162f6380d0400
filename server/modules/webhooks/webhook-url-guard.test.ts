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

  // Issue 36 item 3: every IPv6 form that carries an IPv4 address is judged by that address.
  it.each([
    ['IPv4-compatible', '::127.0.0.1'],
    ['IPv4-compatible (hex)', '::7f00:1'],
    ['IPv4-compatible metadata', '::169.254.169.254'],
    ['IPv4-compatible private', '::a00:1'],
    ['IPv4-translated', '::ffff:0:7f00:1'],
    ['IPv4-translated metadata', '::ffff:0:a9fe:a9fe'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['NAT64 loopback', '64:ff9b::127.0.0.1'],
    ['NAT64 metadata', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64', '64:ff9b:1::808:808'],
    ['6to4 loopback', '2002:7f00:1::1'],
    ['6to4 metadata', '2002:a9fe:a9fe::1'],
    ['Teredo with a private server', '2001:0:a00:1::1'],
    ['Teredo with a loopback client', '2001:0:808:808:0:0:80ff:fffe'],
    ['discard', '100::1'],
    ['documentation', '3fff::1'],
    ['benchmarking IPv4', '198.19.0.1'],
    ['AS112', '192.175.48.1'],
    ['site-local', 'fec0::1'],
  ])('probe: refuses the %s address %s in production', (_form, address) => {
    expect(refusedAddress(address, production)).not.toBeNull();
  });

  it.each([
    ['IPv4-compatible', '::8.8.8.8'],
    ['IPv4-translated', '::ffff:0:808:808'],
    ['NAT64', '64:ff9b::8.8.8.8'],
    ['6to4', '2002:808:808::1'],
    ['Teredo', '2001:0:808:808:0:0:f7f7:f7f7'],
  ])('allows the %s form of a public IPv4 address (%s)', (_form, address) => {
    expect(refusedAddress(address, production)).toBeNull();
  });

  it('probe: endpoints at [::127.0.0.1], [::ffff:0:7f00:1] and [::169.254.169.254] are refused in production', async () => {
    for (const url of ['https://[::127.0.0.1]/', 'https://[::ffff:0:7f00:1]/', 'https://[::169.254.169.254]/']) {
      await expect(checkWebhookUrl(url, production), url).rejects.toThrow(/public internet/);
    }
  });

  it.each(['93.184.216.34', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(refusedAddress(address, production)).toBeNull();
  });

  it('local mode allows loopback only, not the rest of the private network', () => {
    expect(refusedAddress('127.0.0.1', local)).toBeNull();
    expect(refusedAddress('::1', local)).toBeNull();
    expect(refusedAddress('::ffff:127.0.0.1', local)).toBeNull();
    expect(refusedAddress('::ffff:127.0.0.1', production)).not.toBeNull();
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

  it('checks the address the connection actually reached: loopback is refused in production before a byte is sent', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(String(request.url));
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // As if a lookup had answered otherwise than the check: the pinned address is loopback.
      const send = (policy: typeof production) =>
        sendWebhookRequest({ url: new URL(`http://hooks.example.com:${port}/in`), address: { address: '127.0.0.1', family: 4 }, headers: {}, body: '{}', policy });
      const refused = await send(production);
      expect(refused).toMatchObject({ statusCode: null, error: expect.stringMatching(/^Refused: the connection reached 127\.0\.0\.1/) });
      expect(seen).toEqual([]);
      // Local mode keeps loopback, as documented.
      expect(await send(local)).toMatchObject({ statusCode: 200, error: null });
      expect(seen).toEqual(['/in']);
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
