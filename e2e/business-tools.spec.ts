import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { axeBuilder } from './axe.ts';
import { chromium, expect as baseExpect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { encode } from 'uqr';
import { CHROMIUM_ARGS } from './playwright.config.ts';
import { apiSignIn, type Merchant, newMerchant, newPhone, openSignedIn } from './session.ts';
import { goOffline, goOnline, waitForOutboxEmpty, waitForServiceWorker } from './offline-helpers.ts';

/**
 * Issue 10, the merchant's side, in real Chromium at 360 px against the real server: payment links
 * and their QR codes (read back by jsQR in Node, not by the app's code), links and cash sales made
 * with no network that sync exactly once, the scanner (camera fed a QR through Chromium's fake
 * capture device), axe at 360 and 1280 px, and a screenshot of each screen.
 */
// Pages load lazily-built chunks on a shared, often loaded machine: waits get 30 s, not 10.
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test signs people up and drives whole flows; a shared 2-core machine can be slow.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface ServerLink {
  id: string;
  url: string;
  description: string;
  amount: number | null;
  status: string;
  reusable: boolean;
}
async function serverLinks(request: APIRequestContext, merchant: Merchant): Promise<ServerLink[]> {
  const response = await request.get('/api/v1/payment-links?limit=100', { headers: merchant.auth });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: ServerLink[] } }).data.items;
}

interface ActivityEntry {
  id: string;
  description: string;
  paymentMethod: string;
  amount: number;
  status: string;
  timestamp: string;
}

async function serverActivity(request: APIRequestContext, merchant: Merchant): Promise<ActivityEntry[]> {
  const response = await request.get('/api/v1/transactions?limit=100', { headers: merchant.auth });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: ActivityEntry[] } }).data.items;
}

/** jsQR in Node on a PNG: independent of the app's QR code (uqr) and of the browser. */
function decodePng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/** What the person sees of the code: centred (clear of the sticky header), toasts closed. */
async function decodeOnScreen(locator: Locator): Promise<string | null> {
  const page = locator.page();
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click().catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0);
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return decodePng(await locator.screenshot());
}

async function attachShot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function createLink(page: Page, input: { amount?: string; description: string; reusable?: boolean }): Promise<void> {
  await page.getByRole('button', { name: 'New link' }).click();
  const form = page.getByRole('form', { name: 'New payment link' });
  if (input.amount === undefined) await form.getByLabel('The customer enters the amount').check();
  else await form.getByLabel('Amount (Le)').fill(input.amount);
  await form.getByLabel('What is it for?').fill(input.description);
  if (input.reusable) await form.getByLabel('Reusable: any number of payments').check();
  await form.getByRole('button', { name: 'Create link' }).click();
}

const linkItem = (page: Page, description: string) => page.getByRole('listitem', { name: `Payment link: ${description}` });

test('a merchant creates a link; its QR (screen and PNG download) decodes to the link the server made; copy, disable', async ({ page, request, context }, testInfo) => {
  const merchant = await newMerchant(request, 'Kamara Hardware');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, merchant.token, '/business-tools');
  await expect(page.getByRole('heading', { name: 'Business Tools', level: 1 })).toBeVisible();
  await expect(page.getByText('No payment links yet')).toBeVisible();
  await attachShot(page, testInfo, 'business-tools-360');

  await createLink(page, { amount: '25,000', description: 'Order 17' });
  const item = linkItem(page, 'Order 17');
  await expect(item.getByText('Active')).toBeVisible();
  await expect(item.getByText('Le 25,000 · Single use')).toBeVisible();
  await expect(item.getByText('Takings: Le 0 from 0 payments')).toBeVisible();

  const [link] = (await serverLinks(request, merchant)).filter((candidate) => candidate.description === 'Order 17');
  expect(link).toMatchObject({ amount: 2_500_000, status: 'active', reusable: false });
  expect(link?.url).toBe(`${new URL(page.url()).origin}/pay/${merchant.id}?link=${link?.id}`);

  // The new link's QR is open at once; what is on screen decodes to the server's url.
  const qr = item.getByRole('img', { name: 'QR code for Order 17' });
  await expect(qr).toBeVisible();
  expect(await decodeOnScreen(qr)).toBe(link?.url);
  await item.scrollIntoViewIfNeeded();
  await attachShot(page, testInfo, 'business-tools-link-qr-360');

  // The PNG a merchant downloads is the same code.
  const pngDownload = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download PNG' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toMatch(/^salone-pay-link-[0-9a-f]{8}\.png$/);
  expect(decodePng(readFileSync(await png.path()))).toBe(link?.url);
  const svgDownload = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download SVG' }).click();
  const svg = readFileSync(await (await svgDownload).path(), 'utf8');
  expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain('<title>QR code for Order 17</title>');

  await item.getByRole('button', { name: 'Copy link: Order 17' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link?.url);

  // The permanent QR leads to the merchant's own checkout.
  const permanent = page.getByRole('img', { name: 'QR code to pay Kamara Hardware' });
  await permanent.scrollIntoViewIfNeeded();
  expect(await decodeOnScreen(permanent)).toBe(`${new URL(page.url()).origin}/pay/${merchant.id}`);

  await item.getByRole('button', { name: 'Disable link: Order 17' }).click();
  await expect(item.getByText('Disabled')).toBeVisible();
  // The screen says so at once; the change reaches the server through the app's queue of writes,
  // a moment later on a loaded machine (a clean-clone CI run read "active" right after the click).
  await expect.poll(async () => (await serverLinks(request, merchant)).find((candidate) => candidate.id === link?.id)?.status).toBe('disabled');
});

test('the A6 "Scan to pay" card prints alone on an A6 page with the merchant name and a readable QR', async ({ page, request }, testInfo) => {
  const merchant = await newMerchant(request, 'Lumley Fish Market');
  await page.addInitScript(() => {
    // The dialog itself is the browser's; the test looks at what would be printed.
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await openSignedIn(page, merchant.token, '/business-tools');
  await page.locator('#merchant-qr').getByRole('button', { name: 'Print card' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  // A6 at 96 dpi: 397 × 559 px.
  await page.setViewportSize({ width: 397, height: 559 });
  const card = page.getByRole('region', { name: 'Scan to pay card' });
  await expect(card.getByRole('heading', { name: 'Scan to pay' })).toBeVisible();
  await expect(card.getByText('Lumley Fish Market')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Tools', level: 1 })).toBeHidden();
  expect(await decodeOnScreen(card.getByRole('img'))).toBe(`${new URL(page.url()).origin}/pay/${merchant.id}`);
  await attachShot(page, testInfo, 'business-tools-print-card-a6');
  const pdf = await page.pdf({ preferCSSPageSize: true });
  // One page, A6 (297.64 × 419.53 pt) as the card's @page rule asks.
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  expect(boxes).toHaveLength(1);
  expect(Math.abs(Number(boxes[0]?.[1]) - 297.64)).toBeLessThan(1);
  expect(Math.abs(Number(boxes[0]?.[2]) - 419.53)).toBeLessThan(1);
});

test('offline: a new link shows its QR at once, marked waiting to sync, and a cash sale is kept; both reach the server once', async ({ page, request, context }, testInfo) => {
  const merchant = await newMerchant(request, 'Bo Road Traders');
  await openSignedIn(page, merchant.token, '/business-tools');
  // The permanent QR's code (the QR chunk) is loaded and the service worker holds the app.
  await expect(page.getByRole('img', { name: 'QR code to pay Bo Road Traders' })).toBeVisible();
  await waitForServiceWorker(page);
  const origin = new URL(page.url()).origin;

  await goOffline(context);
  await createLink(page, { description: 'Market stall rent', reusable: true });
  const item = linkItem(page, 'Market stall rent');
  await expect(item.getByText('Waiting to sync')).toBeVisible();
  const linkId = await item.getAttribute('data-link-id');
  expect(linkId).toMatch(/^[0-9a-f-]{36}$/);
  const qr = item.getByRole('img', { name: 'QR code for Market stall rent (waiting to sync)' });
  await expect(qr).toBeVisible();
  expect(await decodeOnScreen(qr)).toBe(`${origin}/pay/${merchant.id}?link=${linkId}`);
  await attachShot(page, testInfo, 'business-tools-offline-link-360');

  const cash = page.getByRole('form', { name: 'Record a cash sale' });
  await cash.getByLabel('Cash received (Le)').fill('7,500');
  await cash.getByLabel('What was sold').fill('Two bags of charcoal');
  const madeFrom = Date.now();
  await cash.getByRole('button', { name: 'Record cash sale' }).click();
  const waitingSales = page.getByRole('list', { name: 'Cash sales waiting to sync' });
  await expect(waitingSales.getByText('Le 7,500 · Two bags of charcoal')).toBeVisible();
  const madeBy = Date.now();
  await waitingSales.scrollIntoViewIfNeeded();
  await attachShot(page, testInfo, 'business-tools-offline-cash-sale-360');

  // Nothing reached the server while offline.
  expect((await serverLinks(request, merchant)).map((link) => link.id)).not.toContain(linkId);
  expect((await serverActivity(request, merchant)).filter((entry) => entry.paymentMethod === 'cash')).toEqual([]);

  // Still offline a while: the sale syncs clearly later than it was made. Not a wait for
  // something to happen: the gap is what the time check below tells apart (made vs synced).
  await page.waitForTimeout(Math.max(0, madeBy + 3000 - Date.now()));
  const onlineAt = Date.now();
  await goOnline(context);
  await expect(item.getByText('Active')).toBeVisible({ timeout: 30_000 });
  await expect(waitingSales).toBeHidden({ timeout: 30_000 });
  // A reload and a second pass of the replayer (online event) send nothing again.
  await page.reload();
  await expect(linkItem(page, 'Market stall rent').getByText('Active')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Nothing left in the outbox for that pass (or any later one) to send.
  await waitForOutboxEmpty(page);

  const links = (await serverLinks(request, merchant)).filter((link) => link.id === linkId);
  expect(links).toHaveLength(1);
  expect(links[0]).toMatchObject({ amount: null, reusable: true, status: 'active', url: `${origin}/pay/${merchant.id}?link=${linkId}` });
  const sales = (await serverActivity(request, merchant)).filter((entry) => entry.paymentMethod === 'cash');
  expect(sales).toHaveLength(1);
  expect(sales[0]).toMatchObject({ amount: 750_000, status: 'completed', description: 'Two bags of charcoal' });
  // Its time is when it was made on the phone, not when it synced (issue 10).
  const saleTime = Date.parse(sales[0]?.timestamp ?? '');
  expect(saleTime).toBeGreaterThanOrEqual(madeFrom - 1000);
  expect(saleTime).toBeLessThanOrEqual(madeBy);
  expect(saleTime).toBeLessThan(onlineAt);
  // Cash is in the merchant's hand: no ledger money.
  const balance = (await (await request.get('/api/v1/balance', { headers: merchant.auth })).json()) as { data: { available: number }[] };
  expect(balance.data.every((row) => row.available === 0)).toBe(true);
});

test('a user without a business sets one up from /business-tools', async ({ page, request }, testInfo) => {
  const token = await apiSignIn(request, newPhone());
  await request.put('/api/v1/auth/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { fullName: 'Ibrahim Koroma', streetAddress: '9 Fort Street', city: 'Bo', district: 'Bo' },
  });
  await openSignedIn(page, token, '/business-tools');
  await expect(page.getByRole('heading', { name: 'Set up your business' })).toBeVisible();
  await attachShot(page, testInfo, 'business-tools-setup-360');
  await page.getByLabel('Business name').fill('Koroma Tailoring');
  await page.getByLabel('Category').fill('Clothing');
  await page.getByRole('button', { name: 'Start taking payments' }).click();
  await expect(page.getByRole('img', { name: 'QR code to pay Koroma Tailoring' })).toBeVisible();
});

test('/scan-pay: a merchant code opens its checkout; a bad code is refused', async ({ page, request }, testInfo) => {
  const merchant = await newMerchant(request, 'Scan Test Shop');
  const payer = await apiSignIn(request, newPhone());
  await openSignedIn(page, payer, '/scan-pay');
  await expect(page.getByRole('heading', { name: 'Scan & Pay', level: 1 })).toBeVisible();
  await attachShot(page, testInfo, 'scan-pay-360');
  await page.getByRole('textbox', { name: 'Merchant code' }).fill('12345');
  await page.getByRole('button', { name: 'Continue to pay' }).click();
  await expect(page.getByText('Enter the merchant code shown under their QR code')).toBeVisible();
  await page.getByRole('textbox', { name: 'Merchant code' }).fill(` ${merchant.id} `);
  await page.getByRole('button', { name: 'Continue to pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${merchant.id}$`));
});

test('the camera is allowed on /scan-pay only, also when the service worker answers with no network', async ({ page, request, context }) => {
  const payer = await apiSignIn(request, newPhone());
  const cameraAllowed = () => page.evaluate(() => (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy?.allowsFeature('camera') ?? null);
  await openSignedIn(page, payer, '/scan-pay');
  await expect(page.getByRole('heading', { name: 'Scan & Pay', level: 1 })).toBeVisible();
  expect(await cameraAllowed()).toBe(true);
  await waitForServiceWorker(page);
  await page.goto('/business-tools');
  expect(await cameraAllowed()).toBe(false);
  await goOffline(context);
  try {
    await page.goto('/scan-pay');
    await expect(page.getByRole('heading', { name: 'Scan & Pay', level: 1 })).toBeVisible();
    expect(await cameraAllowed()).toBe(true);
    await page.goto('/dashboard');
    expect(await cameraAllowed()).toBe(false);
  } finally {
    await goOnline(context);
  }
});

/** A Y4M video (what Chromium's fake camera plays) of one QR code, black on white. */
function qrVideo(text: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const [width, height, scale] = [480, 480, 10];
  const offset = Math.floor((width - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!data[y]?.[x]) continue;
      for (let dy = 0; dy < scale; dy += 1) luma.fill(16, (offset + y * scale + dy) * width + offset + x * scale, (offset + y * scale + dy) * width + offset + (x + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(tmpdir(), `salone-qr-${Date.now()}-${Math.random().toString(36).slice(2)}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

async function scanWithCamera(baseURL: string, token: string, text: string): Promise<{ page: Page; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(text)}`],
  });
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  await openSignedIn(page, token, '/scan-pay');
  await page.getByRole('button', { name: 'Start camera' }).click();
  return { page, close: () => browser.close() };
}

test('/scan-pay: the camera reads a Salone Pay link QR and opens its checkout; a foreign QR gets a clear message', async ({ request, baseURL }) => {
  const merchant = await newMerchant(request, 'Camera Test Shop');
  const created = await request.post('/api/v1/payment-links', {
    headers: merchant.auth,
    data: { amount: 100_000, currency: 'SLE', description: 'Scanned order', reusable: false },
  });
  const link = ((await created.json()) as { data: ServerLink }).data;
  const payer = await apiSignIn(request, newPhone());

  const ours = await scanWithCamera(baseURL ?? '', payer, link.url);
  try {
    await expect(ours.page).toHaveURL(`${baseURL}/pay/${merchant.id}?link=${link.id}`, { timeout: 20_000 });
  } finally {
    await ours.close();
  }

  const foreign = await scanWithCamera(baseURL ?? '', payer, 'https://evil.example/pay/3f1c2d4e-1111-4222-8333-444455556666');
  try {
    await expect(foreign.page.getByText('This QR code is not a Salone Pay code.')).toBeVisible({ timeout: 20_000 });
    await expect(foreign.page).toHaveURL(/\/scan-pay/);
  } finally {
    await foreign.close();
  }
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`business tools and the scanner pass axe at ${viewport.width} px`, async ({ page, request, browser }) => {
    const merchant = await newMerchant(request, 'Axe Check Store');
    await request.post('/api/v1/payment-links', {
      headers: merchant.auth,
      data: { amount: null, currency: 'SLE', description: 'Donations', reusable: true },
    });
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSignedIn(page, merchant.token, '/business-tools');
    await expect(page.getByRole('img', { name: 'QR code to pay Axe Check Store' })).toBeVisible();
    await linkItem(page, 'Donations').getByRole('button', { name: 'Show QR code' }).click();
    await expect(page.getByRole('img', { name: 'QR code for Donations' })).toBeVisible();
    await page.getByRole('button', { name: 'New link' }).click();
    const violations: string[] = [];
    const check = async (name: string) => {
      const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      for (const v of results.violations) violations.push(`${name}: ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
    };
    await check('/business-tools');
    // The form's errors, shown.
    await page.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText('Say what the payment is for')).toBeVisible();
    await check('/business-tools (form errors)');
    await page.goto('/scan-pay');
    await expect(page.getByRole('heading', { name: 'Scan & Pay', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to pay' }).click();
    await check('/scan-pay');
    // Someone without a business (a phone of their own: no one else's saved screens): the set-up form.
    const newcomer = await apiSignIn(request, newPhone());
    const newcomerContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    try {
      const setup = await newcomerContext.newPage();
      await openSignedIn(setup, newcomer, '/business-tools');
      await expect(setup.getByRole('heading', { name: 'Set up your business' })).toBeVisible();
      await setup.getByRole('button', { name: 'Start taking payments' }).click();
      await expect(setup.getByText('Enter your business name.')).toBeVisible();
      const results = await axeBuilder(setup).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      for (const v of results.violations) violations.push(`/business-tools (set up): ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
    } finally {
      await newcomerContext.close();
    }
    expect(violations).toEqual([]);
  });
}
