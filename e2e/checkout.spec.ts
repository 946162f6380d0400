import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CLIENT_SECRET_HEADER } from '../domain/checkout.ts';
import { test } from './helpers.ts';
import { available, expectAccessible, guestPage, orangeWallet, paymentCode, shot } from './money-helpers.ts';
import { apiSignIn, newMerchant, newPhone, openSignedIn } from './session.ts';

/**
 * Checkout (issue 10) in Chromium at 360 px against the real server, judged by the server's data:
 * a guest pays a merchant's link with an Orange Money sandbox number and the code from the dev
 * outbox; the merchant's balance rises by amount − fee and the ledger auditor finds nothing; a
 * declining number shows SPEC's failure texts and moves no money; ten taps make one payment; a tap
 * on Review payment that the app's take-over moves under the finger still opens the review (issue
 * 42); an interrupted payment is resumed from /pending-payments; a cancelled one is cancelled on
 * the server.
 */

async function merchantPayments(request: APIRequestContext, token: string): Promise<{ id: string; status: string; amount: number }[]> {
  const answer = (await (await request.get('/api/v1/transactions?limit=50', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { items: { id: string; status: string; amount: number }[] };
  };
  return answer.data.items;
}

async function auditBreaches(request: APIRequestContext): Promise<string[]> {
  const answer = (await (await request.get('/api/v1/dev/ledger-audit')).json()) as { data: { checks: string[]; breaches: string[] } };
  expect(answer.data.checks.length).toBeGreaterThan(3);
  return answer.data.breaches;
}

async function chooseOrangeMoney(page: Page, typed: string): Promise<void> {
  await page.getByRole('radio', { name: 'Orange Money' }).check();
  await page.getByLabel('Orange Money number').fill(typed);
}

test.describe('checkout', () => {
  test('a guest pays a link with Orange Money; the merchant gets amount − fee and the books balance', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const merchant = await newMerchant(request, 'Congo Cross Grocers');
    const created = await request.post('/api/v1/payment-links', {
      headers: { authorization: `Bearer ${merchant.token}` },
      data: { amount: 2_500_000, currency: 'SLE', description: 'Rice, 25 kg bag', reusable: false },
    });
    expect(created.status()).toBe(201);
    const link = ((await created.json()) as { data: { id: string; url: string } }).data;
    expect(link.url).toContain(`/pay/${merchant.id}?link=${link.id}`);
    const before = await available(request, merchant.token);

    const page = await guestPage(browser, `/pay/${merchant.id}?link=${link.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Congo Cross Grocers' })).toBeVisible();
    await expect(page.getByTestId('checkout-amount')).toHaveText('Le 25,000');
    await expect(page.getByText('Rice, 25 kg bag')).toBeVisible();
    await expectAccessible(page, 'checkout form');
    await shot(page, testInfo, 'checkout-form-360');

    const wallet = orangeWallet();
    await chooseOrangeMoney(page, wallet.typed);
    await expect(page.getByLabel('Orange Money number')).toHaveValue(`${wallet.typed.slice(0, 3)} ${wallet.typed.slice(3, 6)} ${wallet.typed.slice(6)}`);
    await page.getByRole('button', { name: 'Review payment' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm payment' });
    await expect(modal).toContainText('Le 25,000');
    // 1.5 % of Le 25,000, borne by the merchant: the payer pays the amount.
    await expect(modal).toContainText('Le 375');
    await expectAccessible(page, 'confirmation modal');
    await shot(page, testInfo, 'checkout-confirm-360');
    await modal.getByRole('button', { name: 'Pay Le 25,000' }).click();

    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await expectAccessible(page, 'code step');
    await shot(page, testInfo, 'checkout-code-360');
    const code = await paymentCode(request, wallet.e164);
    await page.getByLabel('Payment code').fill(code);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('region', { name: 'Payment in progress' }).or(page.getByLabel('Payment in progress'))).toBeVisible();
    await shot(page, testInfo, 'checkout-processing-360');

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Your payment has been processed successfully.')).toBeVisible();
    await expect(page.getByTestId('receipt')).toContainText('Congo Cross Grocers');
    await expectAccessible(page, 'result and receipt');
    await shot(page, testInfo, 'checkout-success-360');

    await expect.poll(() => available(request, merchant.token)).toBe(before + 2_500_000 - 37_500);
    expect(await auditBreaches(request)).toEqual([]);
    // Single use: the link is now paid, and says so.
    const again = await request.get(`/api/v1/checkout/merchants/${merchant.id}/links/${link.id}`);
    expect(again.status()).toBe(410);
    await page.context().close();
  });

  test('a link the server does not know says so plainly (made offline, not synced yet)', async ({ browser, request }, testInfo) => {
    const merchant = await newMerchant(request, 'Kroo Town Tailors');
    const page = await guestPage(browser, `/pay/${merchant.id}?link=0b7e5d6a-1c2f-4e3a-9b8c-7d6e5f4a3b2c`);
    await expect(page.getByText('This payment link is not known yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Review payment' })).toHaveCount(0);
    await expectAccessible(page, 'unknown link');
    await shot(page, testInfo, 'checkout-unknown-link-360');
    await page.context().close();
  });

  test("the declining test number shows SPEC's Payment Failed texts and moves no money", async ({ browser, request }, testInfo) => {
    test.setTimeout(90_000);
    const merchant = await newMerchant(request, 'Lumley Hardware');
    const page = await guestPage(browser, `/pay/${merchant.id}`);
    await page.getByLabel('Amount (Le)').fill('40000');
    await chooseOrangeMoney(page, '076000001');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay Le 40,000' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await page.getByLabel('Payment code').fill(await paymentCode(request, '+23276000001'));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('There was an issue processing your payment.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectAccessible(page, 'failed result');
    await shot(page, testInfo, 'checkout-failed-360');
    const payments = await merchantPayments(request, merchant.token);
    expect(payments.map((payment) => payment.status)).toEqual(['failed']);
    expect(await available(request, merchant.token)).toBe(0);
    expect(await auditBreaches(request)).toEqual([]);
    await page.context().close();
  });

  test('ten rapid taps on Pay make one payment', async ({ browser, request }) => {
    const merchant = await newMerchant(request, 'Aberdeen Fish Market');
    const page = await guestPage(browser, `/pay/${merchant.id}`);
    await page.getByLabel('Amount (Le)').fill('15000');
    await chooseOrangeMoney(page, orangeWallet().typed);
    await page.getByRole('button', { name: 'Review payment' }).click();
    const pay = page.getByRole('dialog').getByRole('button', { name: 'Pay Le 15,000' });
    await expect(pay).toBeEnabled();
    // Ten taps inside one task: React has not re-rendered (nor disabled the button) between them.
    await pay.evaluate((button) => {
      for (let tap = 0; tap < 10; tap += 1) (button as HTMLButtonElement).click();
    });
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await page.reload();
    // A reload finds the payment again (its key and secret are kept for this tab) instead of a new one.
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    expect(await merchantPayments(request, merchant.token)).toHaveLength(1);
    await page.context().close();
  });

  test('an interrupted payment is resumed from /pending-payments and completes; a cancelled one is cancelled on the server', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const merchant = await newMerchant(request, 'Bo Road Pharmacy');
    const payerToken = await apiSignIn(request, newPhone());
    await openSignedIn(page, payerToken, `/pay/${merchant.id}`);
    const wallet = orangeWallet();
    await page.getByLabel('Amount (Le)').fill('12000');
    await chooseOrangeMoney(page, wallet.typed);
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay Le 12,000' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();

    // Interrupted: the payer leaves before entering the code.
    await page.goto('/pending-payments');
    const pending = page.getByTestId('pending-payment').filter({ hasText: 'Bo Road Pharmacy' });
    await expect(pending).toContainText('OTP Required');
    await pending.getByRole('link', { name: 'Resume' }).click();
    await expect(page).toHaveURL(/\/payment\/resume\//);
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await expectAccessible(page, 'resume');
    await shot(page, testInfo, 'payment-resume-360');
    await page.getByLabel('Payment code').fill(await paymentCode(request, wallet.e164));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => available(request, merchant.token)).toBe(1_200_000 - 18_000);

    // A second one, cancelled from the pending list: cancelled on the server, no money moved.
    await page.goto(`/pay/${merchant.id}`);
    await page.getByLabel('Amount (Le)').fill('9000');
    await chooseOrangeMoney(page, orangeWallet().typed);
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay Le 9,000' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await page.goto('/pending-payments');
    const second = page.getByTestId('pending-payment').filter({ hasText: 'Bo Road Pharmacy' });
    await second.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel payment' }).click();
    await expect.poll(async () => (await merchantPayments(request, merchant.token)).map((payment) => payment.status).sort()).toEqual(['cancelled', 'completed']);
    expect(await available(request, merchant.token)).toBe(1_200_000 - 18_000);
    expect(await auditBreaches(request)).toEqual([]);
  });

  test('a payment this browser started that ended elsewhere: what the payer types while the app is on its way is kept (2G)', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const merchant = await newMerchant(request, 'Lumley Beach Cafe');
    const page = await guestPage(browser, `/pay/${merchant.id}`);
    await page.getByLabel('Amount (Le)').fill('12000');
    await chooseOrangeMoney(page, orangeWallet().typed);
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay Le 12,000' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    // The payer closes the page on the code step, and the payment ends without this browser
    // seeing it (here it is cancelled with its client secret, as by another tab of theirs).
    const first = await page.evaluate(async (secretHeader) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('checkout-secret:'));
      if (!key) throw new Error('no client secret was kept');
      const id = key.slice('checkout-secret:'.length);
      const answer = await fetch(`/api/v1/checkout/payments/${id}/cancel`, {
        method: 'POST',
        headers: { [secretHeader]: localStorage.getItem(key) ?? '', 'idempotency-key': crypto.randomUUID() },
      });
      return { id, status: answer.status };
    }, CLIENT_SECRET_HEADER);
    expect(first.status).toBe(200);
    await page.close();

    // Back at the checkout on 2G: the app starts at once to look the old payment up, and is slow
    // to arrive; the payer fills the page's form meanwhile.
    const again = await page.context().newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await again.route(/\/assets\/checkout-hydrate-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await again.goto(`/pay/${merchant.id}`);
    await expect.poll(() => asked).toBe(true);
    await again.getByLabel('Amount (Le)').fill('9000');
    await chooseOrangeMoney(again, orangeWallet().typed);
    release();
    // The app finds the old payment ended and gives the form back as the payer left it.
    await expect(again.getByLabel('Amount (Le)')).toHaveValue('9000');
    await expect(again.getByRole('radio', { name: 'Orange Money' })).toBeChecked();
    await shot(again, testInfo, 'checkout-kept-after-ended-payment-360');
    await again.getByRole('button', { name: 'Review payment' }).click();
    await again.getByRole('dialog').getByRole('button', { name: 'Pay Le 9,000' }).click();
    await expect(again.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    const payments = await merchantPayments(request, merchant.token);
    expect(payments.map((payment) => [payment.amount, payment.status]).sort()).toEqual([
      [1_200_000, 'cancelled'],
      [900_000, 'pending'],
    ]);
    await again.context().close();
  });

  for (const pointer of ['mouse', 'touch'] as const) {
    test(`a tap (${pointer}) on Review payment that the app's take-over moves between press and release still opens the confirmation, once (2G)`, async ({ browser, request }) => {
      const merchant = await newMerchant(request, 'Kroo Bay Tailors');
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: pointer === 'touch', isMobile: pointer === 'touch' });
      const page = await context.newPage();
      // The page's entry (src/checkout-main.tsx) has run once its module script's load event fires.
      await page.addInitScript(() => {
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
            if (node instanceof HTMLScriptElement && node.type === 'module') {
              node.addEventListener('load', () => ((window as unknown as { __entryRan: boolean }).__entryRan = true));
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      // The checkout's app held back (2G) while the payer fills the server's form.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/checkout-hydrate-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/pay/${merchant.id}`);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __entryRan?: boolean }).__entryRan === true)).toBe(true);
      await page.getByLabel('Amount (Le)').fill('12000');
      await chooseOrangeMoney(page, orangeWallet().typed);
      const review = page.getByRole('button', { name: 'Review payment' });
      const feeLine = page.getByText('Fee Le 180, paid by the merchant.');
      await expect(feeLine).toHaveCount(0);
      await review.scrollIntoViewIfNeeded();
      const pressed = await review.boundingBox();
      if (!pressed) throw new Error('Review payment has no box');
      const point = { x: pressed.x + pressed.width / 2, y: pressed.y + pressed.height / 2 };
      const cdp = pointer === 'touch' ? await context.newCDPSession(page) : null;

      // The finger comes down on Review payment...
      if (cdp) await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      else {
        await page.mouse.move(point.x, point.y);
        await page.mouse.down();
      }
      // ...the app arrives and takes the form over, adopting what was typed: the fee line appears
      // above the button, which moves out from under the finger...
      release();
      await expect(feeLine).toBeVisible();
      const moved = await review.boundingBox();
      expect(moved && moved.y > point.y).toBe(true);
      // ...and the finger comes up where it went down (the browser clicks the fee line).
      if (cdp) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      else await page.mouse.up();

      const modal = page.getByRole('dialog', { name: 'Confirm payment' });
      await expect(modal).toContainText('Le 12,000');
      await expect(modal).toContainText('Orange Money');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await modal.getByRole('button', { name: 'Pay Le 12,000' }).click();
      await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
      expect(await merchantPayments(request, merchant.token)).toHaveLength(1);
      await context.close();
    });
  }

  test('/pay (signed in): pay by merchant code, and one tap from Frequent payments opens the checkout prefilled', async ({ page, request }, testInfo) => {
    const merchant = await newMerchant(request, 'Kenema Cocoa Traders');
    const payerToken = await apiSignIn(request, newPhone());
    await openSignedIn(page, payerToken, '/pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
    await expectAccessible(page, '/pay');
    await shot(page, testInfo, 'pay-360');
    await page.getByLabel('Merchant code or payment link').fill(merchant.id);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Kenema Cocoa Traders' })).toBeVisible();
    // The frequent tile's address: the last amount and usual method filled in.
    await page.goto(`/pay/${merchant.id}?amount=5000&method=mobile_money`);
    await expect(page.getByLabel('Amount (Le)')).toHaveValue('5000');
    await expect(page.getByRole('radio', { name: 'Africell Money' })).toBeChecked();
    await expect(page.getByLabel('Africell Money number')).toBeVisible();
  });
});
