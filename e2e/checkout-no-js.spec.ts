import { expect } from '@playwright/test';
import { test } from './helpers.ts';
import { orangeWallet, paymentCode, shot } from './money-helpers.ts';
import { newMerchant } from './session.ts';

/**
 * Issue 42: the checkout with JavaScript turned off (a payer whose phone has it off, or whose
 * scripts are still on their way on 2G). The server's HTML already holds the business, the amount
 * and the methods; the form posts to the server, which answers the code step and then the result
 * as HTML. A double submit of the same page makes one payment. And the header names only the
 * methods a live checkout offers (issue 33's leftover).
 */

test.describe('checkout without JavaScript', () => {
  test('a payer with JavaScript off pays a sandbox link by Orange Money to the end, once', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const merchant = await newMerchant(request, 'Kissy Road Tailors');
    const created = await request.post('/api/v1/payment-links', {
      headers: { authorization: `Bearer ${merchant.token}` },
      data: { amount: 1_500_000, currency: 'SLE', description: 'School uniform', reusable: true },
    });
    expect(created.status()).toBe(201);
    const link = ((await created.json()) as { data: { id: string } }).data;

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`/pay/${merchant.id}?link=${link.id}`);
    // In the HTML itself: no script ran.
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Kissy Road Tailors' })).toBeVisible();
    await expect(page.getByTestId('checkout-amount')).toHaveText('Le 15,000');
    await expect(page.getByTestId('checkout-methods')).toHaveText('Pay by Orange Money, Africell Money, bank transfer or card. No Salone Pay account needed.');
    // The number field shows once its method is chosen (CSS), with no script.
    await expect(page.getByLabel('Orange Money number')).toBeHidden();
    await page.getByRole('radio', { name: 'Orange Money' }).check();
    const wallet = orangeWallet();
    await page.getByLabel('Orange Money number').fill(wallet.typed);
    await shot(page, testInfo, 'checkout-no-js-form-360');

    const form = page.getByTestId('checkout-form');
    const action = await form.getAttribute('action');
    const attempt = await page.locator('input[name=attempt]').inputValue();
    expect(attempt).toMatch(/^[0-9a-f-]{36}$/);

    // A double submit (the same page's key twice): one payment.
    const body = { attempt, method: 'orange_money', walletNumber_orange_money: wallet.typed };
    const [first, second] = await Promise.all([
      request.post(action ?? '', { form: body, maxRedirects: 0 }),
      request.post(action ?? '', { form: body, maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect(first.headers().location).toBe(second.headers().location);

    // The payer's own tap on the page: the same key again, so still that one payment.
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(page).toHaveURL(first.headers().location ?? 'no location');
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await shot(page, testInfo, 'checkout-no-js-code-360');
    await page.getByLabel('Payment code').fill('000000');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Payment code').fill(await paymentCode(request, wallet.e164));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    // Processing pages refresh themselves (meta refresh) until the result.
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 60_000 });
    await shot(page, testInfo, 'checkout-no-js-done-360');

    const payments = (await (await request.get('/api/v1/transactions?limit=50', { headers: { authorization: `Bearer ${merchant.token}` } })).json()) as {
      data: { items: { status: string; amount: number }[] };
    };
    expect(payments.data.items.map((item) => [item.amount, item.status])).toEqual([[1_500_000, 'completed']]);
    await context.close();
  });

  test('what a payer typed before the app arrived stays when it takes the form over', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const merchant = await newMerchant(request, 'Lumley Fish Stall');
    const created = await request.post('/api/v1/payment-links', {
      headers: { authorization: `Bearer ${merchant.token}` },
      data: { amount: 500_000, currency: 'SLE', description: 'Two snappers', reusable: true },
    });
    const link = ((await created.json()) as { data: { id: string } }).data;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    // The app's scripts held back (2G): the payer chooses and types on the server's form meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/pay/${merchant.id}?link=${link.id}`);
    await page.getByRole('radio', { name: 'Africell Money' }).check();
    await page.getByLabel('Africell Money number').fill('088123456');
    release();
    const ownedByReact = () => page.evaluate(() => Object.keys(document.querySelector('input[value=mobile_money]') ?? {}).some((key) => key.startsWith('__reactProps')));
    await expect.poll(ownedByReact, { timeout: 60_000 }).toBe(true);
    // React's state has it: the field shows it formatted and the review names the method.
    await expect(page.getByLabel('Africell Money number')).toHaveValue('088 123 456');
    await expect(page.getByRole('radio', { name: 'Africell Money' })).toBeChecked();
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm payment' })).toContainText('Le 5,000');
    await context.close();
  });

  test('a live checkout names only the methods it offers, in the server HTML', async ({ request }) => {
    const merchant = await newMerchant(request, 'Waterloo Market Stall');
    const live = await (await request.get(`/pay/${merchant.id}?mode=live`)).text();
    expect(live).toContain('Pay by Orange Money or Africell Money. No Salone Pay account needed.');
    expect(live).not.toContain('value="bank_transfer"');
    expect(live).not.toContain('value="card"');
    const test = await (await request.get(`/pay/${merchant.id}`)).text();
    expect(test).toContain('Pay by Orange Money, Africell Money, bank transfer or card. No Salone Pay account needed.');
  });
});
