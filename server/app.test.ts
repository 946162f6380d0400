import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from './test/test-app.ts';

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'salone-web-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Salone Pay</title><div id="root"></div>');
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app");\n'.repeat(500));
  writeFileSync(path.join(root, 'assets', 'pre-def456.js'), 'console.log("precompressed");\n'.repeat(500));
  return root;
}

describe('the app around the API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ webRoot: fakeBuild(), env: { CORS_ORIGINS: 'https://shop.example' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers unknown API paths with a JSON 404, never the app shell', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route GET /api/v1/nothing-here' },
    });
  });

  it('serves the app shell for any page path so deep links work', async () => {
    for (const url of ['/', '/dashboard', '/transactions/tx_1', '/no/such/page?x=1']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("sends the build's own .br and .gz copies as they are, with the headers of the file they encode", async () => {
    const root = fakeBuild();
    writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>Salone Pay</title><div id="root">${'<p>Salone Pay</p>'.repeat(100)}</div>`);
    // What the build writes beside each text file (scripts/precompress-plugin.ts).
    for (const file of ['index.html', 'assets/pre-def456.js']) {
      const content = readFileSync(path.join(root, file));
      writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(root, `${file}.gz`), gzipSync(content));
    }
    const web = await createTestApp({ webRoot: root, env: { CORS_ORIGINS: 'https://shop.example' } });
    try {
      const brotli = await web.app.inject({ method: 'GET', url: '/assets/pre-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.equals(readFileSync(path.join(root, 'assets', 'pre-def456.js.br')))).toBe(true);
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(String(brotli.headers.vary)).toMatch(/Accept-Encoding/);
      const gzip = await web.app.inject({ method: 'GET', url: '/assets/pre-def456.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(readFileSync(path.join(root, 'assets', 'pre-def456.js.gz')))).toBe(true);
      // No encoding accepted: the file itself.
      const plain = await web.app.inject({ method: 'GET', url: '/assets/pre-def456.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(readFileSync(path.join(root, 'assets', 'pre-def456.js'), 'utf8'));
      // A page keeps "no-cache", compressed or not, at its file's name and at a deep link.
      for (const url of ['/index.html', '/dashboard']) {
        const page = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-encoding'], url).toBe('br');
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
    } finally {
      await web.close();
    }
  });

  it('sends the security headers of DESIGN §5 on pages and API answers', async () => {
    for (const url of ['/', '/api/v1/health']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      // Plain HTTP: no HSTS (it would pin a host that has no certificate).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const scanner = await testApp.app.inject({ method: 'GET', url: '/scan-pay' });
    expect(scanner.headers['permissions-policy']).toContain('camera=(self)');
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://shop.example' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    const stranger = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large answers for slow networks', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it('publishes PUBLIC_URL, so QR codes and links the merchant hands out use the public origin (issue 33)', async () => {
    const withPublicUrl = await createTestApp({ env: { PUBLIC_URL: 'https://pay.example.sl' } });
    try {
      const response = await withPublicUrl.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(response.json().data.publicUrl).toBe('https://pay.example.sl');
    } finally {
      await withPublicUrl.close();
    }
  });

  it('publishes the public config: support address, claims off by default, and SPEC §9 fees', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(response.json()).toEqual({
      data: {
        supportEmail: 'support@salonepay.sl',
        publicUrl: null,
        claims: { centralBankLicence: false, iso27001: false, pciDss: false },
        feeRules: {
          orange_money: { basisPoints: 150, fixed: {} },
          mobile_money: { basisPoints: 150, fixed: {} },
          card: { basisPoints: 250, fixed: { SLE: 50_000 } },
          bank_transfer: { basisPoints: 100, fixed: {} },
          cash: { basisPoints: 0, fixed: {} },
        },
      },
    });
  });
});

describe('client address behind proxies', () => {
  async function clientIpSeen(env: Record<string, string>, forwardedFor: string): Promise<string> {
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config: testConfig(env), database });
    app.get('/__client-ip', async (request) => ({ ip: request.ip }));
    try {
      const response = await app.inject({ method: 'GET', url: '/__client-ip', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': forwardedFor } });
      return response.json<{ ip: string }>().ip;
    } finally {
      await app.close();
      await drop();
    }
  }

  it('ignores a forged X-Forwarded-For by default, so per-IP limits see the real socket', async () => {
    expect(await clientIpSeen({}, '203.0.113.9')).toBe('10.0.0.5');
  });

  it('believes X-Forwarded-For only from a configured proxy, and only up to the first untrusted hop', async () => {
    expect(await clientIpSeen({ TRUSTED_PROXIES: '10.0.0.0/8' }, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIpSeen({ TRUSTED_PROXIES: '192.168.1.1' }, '203.0.113.9')).toBe('10.0.0.5');
  });
});

describe('HSTS', () => {
  it('is sent only when a trusted proxy says the request came over HTTPS', async () => {
    const trusted = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' } });
    const direct = await createTestApp();
    try {
      const viaProxy = await trusted.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const forged = await direct.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await trusted.close();
      await direct.close();
    }
  });
});
