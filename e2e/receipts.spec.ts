import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DevMessage } from '../domain/api-contract.ts';
import { test } from './helpers.ts';
import { expectAccessible, guestPage as freshPhone, orangeWallet, paymentCode, shot } from './money-helpers.ts';
import { devMessages, newMerchant, openSignedIn } from './session.ts';

/**
 * Issue 17 at 360 px against the real server, the way it happens at a market stall: the merchant's
 * QR screen (/business-tools) is open on their phone while a guest pays through the QR's checkout
 * on another phone. The merchant's screen shows the payment, the bell's count rises and the list
 * has it; the guest's receipt SMS is in the dev outbox with a link, and that link opens the
 * receipt with the right amount in a fresh browser. A declined payment is never announced as
 * received. (live.spec.ts covers the dashboard, mark-as-read and settings; not repeated here.)
 */

test.use({ viewport: { width: 360, height: 740 } });

/** The guest pays `amount` whole leones with Orange Money from `wallet` through the merchant's QR checkout. */
async function guestPays(page: Page, request: APIRequestContext, merchantId: string, amount: number, wallet: { typed: string; e164: string }): Promise<void> {
  await page.goto(`/pay/${merchantId}`);
  await page.getByLabel('Amount (Le)').fill(String(amount));
  await page.getByRole('radio', { name: 'Orange Money' }).check();
  await page.getByLabel('Orange Money number').fill(wallet.typed);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: /^Pay Le / }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await page.getByLabel('Payment code').fill(await paymentCode(request, wallet.e164));
  await page.getByRole('button', { name: 'Approve payment' }).click();
}

test('a guest pays at the QR; the merchant sees it, the bell counts it, and the SMS link opens the receipt', async ({ browser, request }, testInfo) => {
  test.setTimeout(150_000);
  const merchant = await newMerchant(request, 'Lumley Fruit Stall', 'Food');

  // The merchant's phone: the QR screen, signed in (bearer in storage, the session cookie for the stream).
  const merchantContext = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const baseURL = test.info().project.use.baseURL ?? '';
  await merchantContext.addCookies([{ name: 'sp_session', value: merchant.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  const qrScreen = await merchantContext.newPage();
  await openSignedIn(qrScreen, merchant.token, '/business-tools');
  const arrivals = qrScreen.locator('#payment-arrivals');
  await expect(arrivals.getByTestId('live-status')).toHaveText('Live: payments appear here the moment they arrive.', { timeout: 30_000 });
  await expect(qrScreen.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  const guest = await freshPhone(browser, `/pay/${merchant.id}`);

  // Declined first: the sandbox's declining number. Not money received, so never announced as such.
  await guestPays(guest, request, merchant.id, 7000, { typed: '076000001', e164: '+23276000001' });
  await expect(guest.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({ timeout: 20_000 });

  // Paid: a fresh wallet, approved after SPEC's Orange Money time.
  const wallet = orangeWallet();
  await guestPays(guest, request, merchant.id, 18500, wallet);
  await expect(guest.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  const settledAt = Date.now();

  // The merchant's QR screen shows it (the guest's screen learns it by polling: allow that and a second).
  const arrival = arrivals.getByTestId('payment-arrival');
  await expect(arrival).toHaveCount(1, { timeout: 5000 });
  await expect(arrival).toContainText('Le 18,500 received');
  await expect(arrival).toContainText('Orange Money');
  await expect(arrival).toContainText(`****${wallet.e164.slice(-4)}`);
  expect(Date.now() - settledAt).toBeLessThan(5000);
  await expect(arrivals).not.toContainText('Le 7,000');
  await expectAccessible(qrScreen, 'QR screen with a payment');
  await shot(qrScreen, testInfo, 'qr-screen-payment-arrived-360');
  // The bell rose from none to two: the payment received and the one that failed.
  await expect(qrScreen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  await qrScreen.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  const items = qrScreen.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Payment received');
  await expect(items.first()).toContainText('Le 18,500 received');
  await expect(items.nth(1)).toContainText('Payment failed');
  await expect(qrScreen.getByText('Le 7,000 received')).toHaveCount(0);

  // The guest's receipt SMS, with the link; the declining number got none.
  let receiptSms: DevMessage | undefined;
  await expect
    .poll(async () => {
      receiptSms = (await devMessages(request, wallet.e164)).find((message) => message.body.includes('Receipt: '));
      return receiptSms?.body ?? '';
    })
    .toMatch(/^Salone Pay: you paid Le 18,500 to Lumley Fruit Stall\. Receipt: http:\/\/localhost:\d+\/receipts\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{16}$/);
  expect(receiptSms?.link).toBe(receiptSms?.body.split('Receipt: ')[1]);
  expect((await devMessages(request, '+23276000001')).filter((message) => message.body.includes('Receipt'))).toEqual([]);

  // The link opens on a phone that has never seen the app (the SMS's host is this server's).
  const link = new URL(receiptSms?.link ?? '');
  const receiptPage = await freshPhone(browser, `${link.pathname}${link.search}`);
  const receipt = receiptPage.getByTestId('public-receipt');
  await expect(receiptPage.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible({ timeout: 20_000 });
  await expect(receipt.getByTestId('receipt-total')).toHaveText('Le 18,500');
  await expect(receipt).toContainText('Paid toLumley Fruit Stall');
  await expect(receipt).toContainText('Fee (paid by the merchant)Le 278');
  await expect(receipt).toContainText('MethodOrange Money');
  await expect(receipt).toContainText(`Paid from****${wallet.e164.slice(-4)}`);
  await expect(receipt).not.toContainText(wallet.typed.slice(3));
  await expect(receiptPage).toHaveTitle('Receipt · Salone Pay');
  await expectAccessible(receiptPage, 'receipt');
  await shot(receiptPage, testInfo, 'receipt-360');
  // Printed, it is the receipt alone on one page: no print button, logo link or preview button.
  await receiptPage.emulateMedia({ media: 'print' });
  await expect(receiptPage.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(receiptPage.getByRole('link', { name: 'Salone Pay home' })).toBeHidden();
  await expect(receipt.getByTestId('receipt-total')).toBeVisible();
  const pdf = await receiptPage.pdf({ format: 'A4' });
  expect([...pdf.toString('latin1').matchAll(/\/MediaBox/g)]).toHaveLength(1);
  await receiptPage.emulateMedia({ media: 'screen' });

  // A link with a wrong token says so plainly.
  await receiptPage.goto(`${link.pathname}?t=${'A'.repeat(16)}`);
  await expect(receiptPage.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeVisible();
  await expect(receiptPage.getByText('We could not find this receipt. Check that the link is the one in your SMS.')).toBeVisible();
  await expectAccessible(receiptPage, 'receipt not found');
  await shot(receiptPage, testInfo, 'receipt-not-found-360');

  await Promise.all([merchantContext.close(), guest.context().close(), receiptPage.context().close()]);
});
