/**
 * The console a person reads in local mode: one line per API request, none for the PWA's static
 * files, each dev-outbox code on a line of its own, and JSON (not colours) when nobody is watching.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { freshIp, post } from '../test/auth-helpers.ts';
import { consoleLogStream } from '../logging.ts';
import { outboxLine } from '../modules/dev-messages/dev-messages.service.ts';

const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'salone-log-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(webRoot, 'app.js'), 'console.log(1)');
  testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, webRoot, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await testApp.close();
});

describe('request logs', () => {
  it('write one JSON line per API request and none for static files or the app shell', async () => {
    lines.length = 0;
    expect((await testApp.app.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/pending-payments' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    expect(entries.map((entry) => entry.msg)).toEqual([expect.stringMatching(/^GET \/api\/v1\/health → 200 in \d+ ms$/)]);
    expect(entries[0]?.req?.url).toBe('/api/v1/health');
    expect(entries[0]?.res?.statusCode).toBe(200);
  });

  it('put a sign-in code on one line of its own that starts with the code', async () => {
    lines.length = 0;
    const sent = await post(testApp.app, '/api/v1/auth/phone/login', { phone: '76555123' }, { ip: freshIp() });
    expect(sent.statusCode).toBe(200);
    const codeLines = lines.map((line) => String(JSON.parse(line).msg)).filter((msg) => msg.includes('CODE'));
    expect(codeLines).toHaveLength(1);
    expect(codeLines[0]).toMatch(/^>>> CODE \d{6} <<< SMS to \+23276555123 \(dev outbox\)$/);
  });
});

describe('console format', () => {
  it('is readable only in local mode on a terminal; JSON for pipes and in production', () => {
    expect(consoleLogStream({ localMode: true, isTTY: true })).toBeDefined();
    expect(consoleLogStream({ localMode: true, isTTY: false })).toBeUndefined();
    expect(consoleLogStream({ localMode: false, isTTY: true })).toBeUndefined();
  });

  it('names an email link on its line, and keeps other messages as they are', () => {
    expect(outboxLine({ channel: 'email', to: 'a@b.sl', body: 'x', link: 'http://h/verify-email/t' })).toBe('>>> EMAIL LINK <<< to a@b.sl: http://h/verify-email/t (dev outbox)');
    // A receipt goes by SMS: its line says so (issue 37).
    expect(outboxLine({ channel: 'sms', to: '+23276555222', body: 'Receipt', link: 'http://h/r/abc' })).toBe('>>> SMS LINK <<< to +23276555222: http://h/r/abc (dev outbox)');
    expect(outboxLine({ channel: 'sms', to: '+23276000000', body: 'Hello' })).toBe('[dev outbox] SMS to +23276000000: Hello');
  });
});
