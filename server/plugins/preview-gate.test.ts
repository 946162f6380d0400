/**
 * Issue 33: the coming-soon gate covers every page but the customers' (checkout, resume, receipt),
 * which open without the preview flag, prerendered or not; PREVIEW_GATE=off turns it off for a
 * launch through a cookie the browser's gate and the prerendered pages' chooser read first.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRERENDER_CHOOSER } from '../../domain/prerender-routes.ts';
import { gateTurnedOff, isUngatedPath } from '../../domain/preview-gate.ts';
import { loadConfig } from '../config.ts';
import { createTestApp } from '../test/test-app.ts';

function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'salone-gate-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Salone Pay</title><div id="root"></div>');
  return root;
}

describe('the preview gate', () => {
  it('never covers the checkout, a resumed payment or a receipt; covers everything else', () => {
    for (const open of ['/pay/0a1b2c3d-0000-4000-8000-000000000001', '/pay/x?link=y', '/payment/resume/tx_1', '/receipts/0a1b2c3d']) expect(isUngatedPath(open.split('?')[0] ?? '')).toBe(true);
    for (const gated of ['/', '/login', '/dashboard', '/pay', '/payment', '/payments/pending', '/receiptsx/1', '/wallet']) expect(isUngatedPath(gated)).toBe(false);
  });

  it('the prerendered pages choose the page, not the gate, for those addresses before first paint', () => {
    const pick = (pathname: string, cookie = '', flag: string | null = null) => {
      // The chooser's own code, run against a tiny stand-in of the document (no browser here).
      const chosen: string[] = [];
      // Each page file's page template is for its own address (domain/prerender-routes.ts).
      const template = (id: string) => ({ getAttribute: () => `^${pathname}$`, content: { cloneNode: () => id } });
      const document = {
        cookie,
        getElementById: (id: string) => (id === 'root' ? { replaceChildren: (node: string) => chosen.push(node) } : id.startsWith('prerender-') && id !== 'prerender-modules' ? template(id) : null),
        documentElement: { setAttribute: () => undefined },
        addEventListener: () => undefined,
      };
      const run = new Function('document', 'localStorage', 'location', 'window', PRERENDER_CHOOSER.split('(function(){var d=document,m=')[0] ?? '');
      run(document, { getItem: () => flag }, { pathname, search: '' }, {});
      return chosen[0];
    };
    expect(pick('/pay/abc')).toBe('prerender-page');
    expect(pick('/login')).toBe('prerender-gate');
    expect(pick('/login', 'a=1; sp_gate=off')).toBe('prerender-page');
    expect(pick('/login', '', '1')).toBe('prerender-page');
  });

  it('PREVIEW_GATE=off sets the cookie on pages (never on the API); on, it clears one left behind', { timeout: 180_000 }, async () => {
    expect(gateTurnedOff('x=1; sp_gate=off')).toBe(true);
    expect(gateTurnedOff('sp_gate=offer')).toBe(false);
    expect(() => loadConfig({ PREVIEW_GATE: 'maybe' })).toThrow('PREVIEW_GATE must be on or off');
    const off = await createTestApp({ webRoot: webRoot(), env: { PREVIEW_GATE: 'off' } });
    try {
      const page = await off.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.headers['set-cookie']).toBe('sp_gate=off; Path=/; Max-Age=31536000; SameSite=Lax');
      const api = await off.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(api.headers['set-cookie']).toBeUndefined();
    } finally {
      await off.close();
    }
    const on = await createTestApp({ webRoot: webRoot() });
    try {
      expect((await on.app.inject({ method: 'GET', url: '/dashboard' })).headers['set-cookie']).toBeUndefined();
      const left = await on.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'sp_gate=off' } });
      expect(left.headers['set-cookie']).toBe('sp_gate=; Path=/; Max-Age=0; SameSite=Lax');
    } finally {
      await on.close();
    }
  });
});
