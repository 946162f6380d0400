/**
 * Issue 36 item 1: refused requests are cheap and their logs bounded. The probe's case (anonymous
 * 15,000-character URLs, 404 then 429, 30 KB log lines) is kept as a named regression test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { freshIp } from '../test/auth-helpers.ts';
import { createRefusalLog, cutForLog, MAX_API_URL_LENGTH, type RefusalSummaryLine } from './refusals.ts';

const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await testApp.close();
});

const longUrl = (length: number, prefix = '/api/v1/'): string => prefix + 'a'.repeat(length - prefix.length);

describe('over-long API URLs', () => {
  it('probe: an anonymous 15,000-character API URL is 414 in the envelope, with security headers and no-store', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: longUrl(15_000), remoteAddress: freshIp() });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: { code: 'uri_too_long', message: `The address is too long: at most ${MAX_API_URL_LENGTH} characters` } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is refused whatever the method and whether or not a route would match (a long query on a real route)', async () => {
    const query = `?q=${'x'.repeat(MAX_API_URL_LENGTH)}`;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: `/api/v1/health${query}`, remoteAddress: freshIp() });
      expect(response.statusCode, method).toBe(414);
    }
  });

  it('lets a URL of exactly the limit reach the router (an unknown route is still 404)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: longUrl(MAX_API_URL_LENGTH), remoteAddress: freshIp() });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('probe: a 15,000-character URL writes less than 1 KB of request data to the log, cut and marked', async () => {
    lines.length = 0;
    await testApp.app.inject({ method: 'GET', url: longUrl(15_000), remoteAddress: freshIp() });
    await testApp.app.inject({ method: 'GET', url: longUrl(4000), remoteAddress: freshIp() });
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      // The whole line (URL twice, host, timings, JSON keys) stays near 1 KB.
      expect(line.length).toBeLessThan(1400);
      const entry = JSON.parse(line) as { msg: string; req: { url: string } };
      expect(entry.req.url).toMatch(/…\[cut \d+ characters\]$/);
      expect(entry.msg).toContain('…[cut ');
      expect(entry.req.url.length + entry.msg.length).toBeLessThan(1024);
    }
    expect(JSON.parse(lines[0]!).msg).toMatch(/^GET \/api\/v1\/a+…\[cut 14600 characters\] → 414 in \d+ ms$/);
  });
});

describe('refusal logging', () => {
  it('probe: 50 refusals of one kind from one address are one line, then one summary line with the count', async () => {
    const ip = freshIp();
    const other = freshIp();
    testApp.app.refusalLog.flush();
    lines.length = 0;
    for (let index = 0; index < 50; index += 1) {
      expect((await testApp.app.inject({ method: 'GET', url: longUrl(5000), remoteAddress: ip })).statusCode).toBe(414);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', remoteAddress: ip })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: longUrl(5000), remoteAddress: other })).statusCode).toBe(414);
    // Not a refusal: every one is logged.
    for (let index = 0; index < 3; index += 1) await testApp.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: ip });
    expect(lines).toHaveLength(3 + 3);
    testApp.app.refusalLog.flush();
    const summaries = lines.slice(6).map((line) => JSON.parse(line) as RefusalSummaryLine & { msg: string });
    expect(summaries).toEqual([expect.objectContaining({ refusal: 'uri_too_long', ip, count: 49, msg: `49 more uri_too_long refusals from ${ip} in the last 60 s` })]);
  });

  it('counts at most a bounded number of addresses apart, the rest together', () => {
    const written: RefusalSummaryLine[] = [];
    const log = createRefusalLog((line) => written.push(line), 60_000);
    for (let index = 0; index < 10_010; index += 1) log.count('rate_limited', `ip-${index}`);
    log.count('rate_limited', 'ip-5');
    log.stop();
    expect(written).toEqual([
      { refusal: 'rate_limited', ip: 'ip-5', count: 1, intervalSeconds: 60 },
      { refusal: 'rate_limited', ip: 'other addresses', count: 10, intervalSeconds: 60 },
    ]);
  });
});

describe('cutForLog', () => {
  it('keeps short text, cuts long text with a mark and cleans only the kept part', () => {
    expect(cutForLog('/api/v1/x?to=1')).toBe('/api/v1/x?to=1');
    expect(cutForLog('abcdef', (kept) => kept.toUpperCase(), 3)).toBe('ABC…[cut 3 characters]');
  });
});
