/**
 * What the money e2e specs share (checkout, receipts, reports): a fresh guest phone past the
 * preview gate, a fresh Orange Money wallet, the payer's code from the dev outbox, the merchant's
 * balance from the server, screenshots for the report, and axe at 360 and 1280 px.
 */
import { axeBuilder } from './axe.ts';
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { openWithPreview } from './helpers.ts';
import { devMessages } from './session.ts';

/** The merchant's available SLE balance (minor units), as `GET /api/v1/balance` reports it. */
export async function available(request: APIRequestContext, token: string): Promise<number> {
  const answer = (await (await request.get('/api/v1/balance', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { currency: string; available: number }[];
  };
  return answer.data.find((row) => row.currency === 'SLE')?.available ?? 0;
}

/**
 * The payer's code for a payment charged to this wallet (E.164), from the dev outbox: the one
 * texted for `reference` if given, else the latest.
 */
export async function paymentCode(request: APIRequestContext, wallet: string, reference?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const texts = await devMessages(request, wallet);
      code = texts.find((message) => message.body.includes(reference ? `(ref ${reference})` : 'your code to pay'))?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A fresh Orange Money wallet nobody else used in this run (077 + 6 digits). */
export function orangeWallet(): { typed: string; e164: string } {
  const six = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { typed: `077${six}`, e164: `+23277${six}` };
}

/** A picture of the screen (360x740 unless the page says otherwise), attached to the report and kept in the test's output folder. */
export async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** axe (WCAG 2 A/AA and best practices) on the screen as it is, at 1280 px and then at 360 px. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${label} @${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

/** A phone nobody signed in on: its own context at 360x740, past the preview gate, at `path`. */
export async function guestPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openWithPreview(page, path);
  return page;
}
