/** The camera is allowed on the QR scanner page only (DESIGN §5, issue 10), whatever else is asked. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('Permissions-Policy per page', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'salone-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Salone Pay</title><div id="root"></div>');
    testApp = await createTestApp({ webRoot });
    // Building an app on a fresh PGlite takes 30 s and more when the machine is busy.
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  const policyOf = async (url: string) =>
    String((await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers['permissions-policy']);

  it('lets /scan-pay use the camera (deep link, query, trailing slash)', async () => {
    for (const url of ['/scan-pay', '/scan-pay?from=dashboard', '/scan-pay/']) {
      const policy = await policyOf(url);
      expect(policy, url).toContain('camera=(self)');
      expect(policy, url).toContain('microphone=()');
    }
  });

  it('refuses the camera everywhere else, look-alike paths and the API included', async () => {
    for (const url of ['/', '/business-tools', '/pay/3f1c2d4e-0000-4000-8000-000000000000', '/scan-payments', '/scan-pay/x', '/login?next=/scan-pay', '/api/v1/health']) {
      expect(await policyOf(url), url).toContain('camera=()');
    }
  });
});
