/**
 * Issue 42: the server's checkout page, with a stand-in for the client build's server half (the
 * real one is exercised by e2e/checkout-no-js.spec.ts): the page frame, the inlined data, the CSP,
 * the per-answer attempt key and the plain form's refusal with what was sent, and a double submit
 * of the form that two server processes on one database each take (one payment).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentLink } from '../../domain/payment-links.ts';
import { buildApp } from '../app.ts';
import { bearer, signIn } from '../test/sign-in.ts';
import { createTestApp } from '../test/test-app.ts';
import { checkoutFrame } from './checkout-page.ts';

const PAY_HTML =
  '<!doctype html><html lang="en"><head><title>Salone Pay</title><style data-styled="true">.shell{}</style></head><body>' +
  '<template id="prerender-gate"><p>gate</p></template><template id="prerender-page" data-path="^/pay/[^/]+/?$"><p>shell</p></template>' +
  '<div id="root"><div class="boot">Salone Pay</div></div><script>chooser</script><noscript><div id="root-noscript"><p>gate</p></div></noscript></body></html>';

function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'salone-checkout-page-'));
  writeFileSync(path.join(root, 'index.html'), PAY_HTML);
  writeFileSync(path.join(root, 'pay.html'), PAY_HTML);
  mkdirSync(path.join(root, '.ssr'));
  // The checkout's own frame (scripts/prerender-plugin.ts writes it): the server prefers it to pay.html.
  writeFileSync(path.join(root, '.ssr', 'checkout.html'), PAY_HTML.replace('<script>chooser</script>', '<script>checkout-entry</script>'));
  // Renders what it was given, as the app's components would render the seed.
  writeFileSync(
    path.join(root, '.ssr', 'entry-server.js'),
    'export async function renderCheckout(location, seed) { return { html: `<form method="post"><input type="hidden" name="attempt" value="${seed.attemptKey}"><p data-location="${location}">${seed.merchantError ? seed.merchantError.code : seed.merchant.name}</p>${seed.form ? `<p role="alert">${seed.form.error}</p>` : ""}</form>`, styleTags: "<style data-styled>.page{}</style>", title: "Checkout · Salone <Pay>" }; }',
  );
  return root;
}

describe('the checkout page the server renders (issue 42)', () => {
  it('drops the gate, the shell and their styles from pay.html, and marks the page as rendered', () => {
    const frame = checkoutFrame(PAY_HTML);
    const page = `${frame?.before}X${frame?.after}`;
    expect(page).toContain('<html data-prerendered="page" lang="en">');
    expect(page).toContain('<div id="root">X</div><script>chooser</script>');
    expect(page).not.toMatch(/prerender-gate|prerender-page|root-noscript|\.shell/);
  });

  it('answers /pay/{merchantId} with its data in the HTML, a fresh attempt key each time, the CSP kept; a plain form sent wrong comes back with its problem', async () => {
    const test = await createTestApp({ webRoot: webRoot() });
    try {
      const url = '/pay/0b7c7d4e-1111-4222-8333-944445555666';
      const first = await test.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toContain('<p data-location="/pay/0b7c7d4e-1111-4222-8333-944445555666">merchant_not_found</p>');
      expect(first.body).toContain('<script type="application/json" id="checkout-seed">');
      // The tab's title the app would set, in the HTML (escaped), instead of the frame's.
      expect(first.body).toContain('<title>Checkout · Salone &#60;Pay&#62;</title>');
      expect(first.body).not.toContain('<title>Salone Pay</title>');
      expect(first.body).toContain('<style data-styled>.page{}</style><link rel="expect" href="#checkout-methods-choice" blocking="render"></head>');
      const key = (body: string) => /name="attempt" value="([^"]+)"/.exec(body)?.[1];
      const second = await test.app.inject({ method: 'GET', url });
      // From the cache, with its own key (a key per page answered, never shared between payers).
      expect(key(first.body)).toMatch(/^[0-9a-f-]{36}$/);
      expect(key(second.body)).not.toBe(key(first.body));
      expect(second.body).toContain(`"attemptKey":"${key(second.body)}"`);

      // The frame that starts the checkout's own entry (issue 42: .ssr/checkout.html), not pay.html's whole app.
      expect(first.body).toContain('<script>checkout-entry</script>');
      expect(first.body).not.toContain('<script>chooser</script>');

      // An address whose merchant id is no UUID: its data under the id the app reads it as (the
      // zero id), so the page the app renders says the merchant is not found instead of loading for ever.
      const odd = await test.app.inject({ method: 'GET', url: '/pay/freetown-fresh-market' });
      expect(odd.statusCode).toBe(200);
      expect(odd.body).toContain('"merchantId":"00000000-0000-0000-0000-000000000000"');
      expect(odd.body).toContain('merchant_not_found</p>');
      // An empty ?link= is no link, as the app reads it: the page's seed names none.
      const emptyLink = await test.app.inject({ method: 'GET', url: `${url}?link=` });
      expect(emptyLink.statusCode).toBe(200);
      expect(emptyLink.body).toContain('"linkId":null');

      const sent = await test.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'method=orange_money&walletNumber_orange_money=123' });
      expect(sent.statusCode).toBe(404);
      expect(sent.body).toContain('merchant_not_found');
    } finally {
      await test.close();
    }
  }, 180_000);

  it('a double submit of the plain form taken by two server processes on one database is one payment, and both send the payer to it', async () => {
    const root = webRoot();
    const first = await createTestApp({ webRoot: root });
    // A second process: its own app (routes, memory) on the same database.
    const second = await buildApp({ config: first.config, database: first.database, sandboxDelayScale: 0 });
    await second.ready();
    try {
      const merchant = await signIn(first.app, '30888333');
      const merchantId = merchant.user.id ?? '';
      await first.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchant.token), payload: { businessName: 'Kissy Road Bakery', category: 'Food' } });
      const link = (
        await first.app.inject({
          method: 'POST',
          url: '/api/v1/payment-links',
          headers: bearer(merchant.token),
          payload: { amount: 250_000, currency: 'SLE', description: 'Bread', reusable: true },
        })
      ).json<{ data: PaymentLink }>().data;
      const url = `/pay/${merchantId}?link=${link.id}`;
      const payload = `attempt=${randomUUID()}&method=orange_money&walletNumber_orange_money=077555333`;
      const submit = (app: typeof second) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
      // The Pay button pressed twice: the two posts arrive together, one at each process.
      const [one, two] = await Promise.all([submit(first.app), submit(second)]);
      expect([one.statusCode, two.statusCode]).toEqual([303, 303]);
      expect(one.headers.location).toMatch(new RegExp(`^/pay/${merchantId}/payments/[0-9a-f-]{36}$`));
      expect(two.headers.location).toBe(one.headers.location);
      // Once more, later, through the second process: still the same payment.
      const again = await submit(second);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(one.headers.location);
      // Both can follow it: each answer set the payment's secret cookie.
      const cookie = String(two.headers['set-cookie']).split(';')[0] ?? '';
      const followed = await second.inject({ method: 'GET', url: String(two.headers.location), headers: { cookie } });
      expect(followed.statusCode).toBe(200);
      expect(followed.body).toContain('Enter the code');
      const [row] = await first.database.withSession((session) => session.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE merchant_id = $1', [merchantId]));
      expect(Number(row?.n)).toBe(1);
    } finally {
      await second.close();
      await first.close();
    }
  }, 180_000);
});
