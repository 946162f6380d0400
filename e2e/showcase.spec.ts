import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openWithPreview } from './helpers.ts';

const SECTIONS = [
  'Buttons',
  'Alerts and toasts',
  'Badges and avatars',
  'Progress and navigation',
  'Form inputs',
  'Payment processing and result',
  'Payment flow and confirmation',
  'Spinners and skeletons',
  'Transaction cards',
  'Tooltips',
  'Brand colours',
  'Animation test suite',
];

async function openShowcase(page: Page) {
  await openWithPreview(page, '/dev/components');
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
  // The loading screen names the page in an h1 of its own (issue 37): wait for the page itself.
  await expect(page.locator('[data-page-loading]')).toHaveCount(0);
}

test.describe('/dev/components', () => {
  test('renders every section and fits a 360 px phone without sideways scrolling', async ({ page }) => {
    await openShowcase(page);
    for (const name of SECTIONS) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    for (const status of ['Pending', 'Processing', 'Completed', 'Failed', 'Cancelled', 'Active', 'Inactive']) {
      await expect(page.getByTestId('section-badges').getByText(status, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('section-transactions').getByText('Le 50,000')).toBeVisible();
    await expect(page.getByTestId('section-transactions').getByText('SLL 2,500,000')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`screenshot at ${viewport.width}x${viewport.height}`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openShowcase(page);
      // What the pictures must show: the page title in the first screen, every section on the
      // full page, each one inside the width (nothing cut off at the side), no sideways scroll.
      const title = await page.getByRole('heading', { level: 1, name: 'Design system' }).boundingBox();
      expect(title?.y ?? Infinity).toBeLessThan(viewport.height);
      for (const name of SECTIONS) {
        const box = await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width, `${name} fits the width`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      // Written to the test's output folder as well as attached, so the images outlive the report.
      for (const [suffix, fullPage] of [['full', true], ['fold', false]] as const) {
        const name = `dev-components-${viewport.width}x${viewport.height}-${suffix}.png`;
        const file = testInfo.outputPath(name);
        await page.screenshot({ path: file, fullPage, animations: 'disabled' });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });
      }
    });
  }

  test('Orange Money number: formats 3-3-3 and shows its error only after leaving the field', async ({ page }) => {
    await openShowcase(page);
    const input = page.getByLabel('Orange Money number');
    await input.fill('075-123-4567');
    await expect(input).toHaveValue('075 123 456');
    const message = page.getByText('Please enter a valid Orange Money number (076, 077, or 078)');
    await expect(message).toHaveCount(0);
    await input.blur();
    await expect(message).toBeVisible();
    await input.fill('077123456');
    await expect(message).toHaveCount(0);
  });

  test('account number waits for a bank, then applies its digit rule', async ({ page }) => {
    await openShowcase(page);
    const account = page.getByLabel('Account number');
    await expect(account).toBeDisabled();
    await expect(page.getByText('Select a bank first, then enter your account number')).toBeVisible();
    await page.getByLabel('Bank', { exact: true }).selectOption('GTB');
    await account.fill('12345');
    await account.blur();
    await expect(page.getByText('Please enter a valid account number (10 digits)')).toBeVisible();
    await page.getByLabel('Bank', { exact: true }).selectOption('RBL');
    await expect(page.getByText('Please enter a valid account number (8-12 digits)')).toBeVisible();
  });

  test('demo form rules', async ({ page }) => {
    await openShowcase(page);
    const form = page.getByRole('form', { name: 'Demo form' });
    await form.getByLabel('Full name').fill('Al');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Input must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();
  });

  test('a toast appears top-right and leaves through Close notification', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await openShowcase(page);
    // The page's time stops, so the toast's 5 s auto-dismiss cannot take it away while it is
    // measured: on a loaded CI machine it was gone between reading its text and its box. pauseAt
    // only moves forward, hence 1 s ahead of the page's time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByTestId('section-feedback').getByRole('button', { name: 'Success', exact: true }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expect(toast).toContainText('Payment Successful!');
    const box = await toast.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 40);
    // Top-right (SPEC §2), starting just below the header so it never covers its controls (issue 23).
    expect(box && box.y).toBeLessThan(120);
    await toast.getByRole('button', { name: 'Close notification' }).click();
    // Its 300 ms leaving animation runs on the stopped clock: one second on, well short of the 5 s.
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);
  });

  test('confirmation modal: Orange Money, Le 50,000, fee Le 500; Escape closes and focus returns', async ({ page }) => {
    await openShowcase(page);
    const opener = page.getByRole('button', { name: 'Review payment' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
    await expect(dialog).toContainText('Orange Money');
    await expect(dialog).toContainText('Le 50,000');
    await expect(dialog).toContainText('Le 500');
    // Issue 20: the platform's modal <dialog> (showModal: top layer, the page behind inert).
    expect(await dialog.evaluate((el) => el instanceof HTMLDialogElement && el.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    await page.screenshot({ path: path.join(import.meta.dirname, '.artifacts', 'screenshots', 'modal-dialog-360.png') });
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // The page behind cannot be clicked: a press outside the dialog lands on its backdrop and closes it.
    await page.mouse.click(4, 4);
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('simulated Orange Money flow reaches Payment Successful! after about 5 s', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('button', { name: 'Review payment' }).click();
    // Every stage the page shows, as it shows it: a stage on screen for a second can fall between
    // two looks of a busy test runner, never between two changes of the page.
    await page.evaluate(() => {
      const seen: string[] = [];
      Reflect.set(window, 'stagesSeen', seen);
      const section = document.querySelector('[data-testid="section-payment-flow"]');
      if (!section) throw new Error('no payment flow section');
      new MutationObserver(() => {
        const stage = section.querySelector('[aria-label="Payment in progress"] [role="status"]')?.textContent;
        if (stage && seen.at(-1) !== stage) seen.push(stage);
      }).observe(section, { childList: true, subtree: true, characterData: true });
    });
    const started = Date.now();
    await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
    const flow = page.getByTestId('section-payment-flow');
    await expect(flow.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    expect(await page.evaluate(() => Reflect.get(window, 'stagesSeen'))).toEqual([
      'Starting your payment…',
      'Processing your payment…',
      'Completing your payment…',
    ]);
    await expect(flow.getByText('Your payment has been processed successfully.')).toBeVisible();
    await flow.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Review payment' })).toBeVisible();
  });

  test('demo payment: processing for 2 s, then success or error, then idle again', async ({ page }) => {
    await openShowcase(page);
    const state = page.getByTestId('demo-payment-state');
    await page.getByRole('button', { name: 'Pay Le 50,000' }).click();
    await expect(state).toHaveAttribute('data-state', 'processing');
    await expect(state).toHaveAttribute('data-state', /^(success|error)$/, { timeout: 4000 });
    await expect(state).toHaveAttribute('data-state', 'idle', { timeout: 5000 });
  });

  test('tooltip shows after the delay on hover and describes its trigger', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openShowcase(page);
    const trigger = page.getByRole('button', { name: 'About fees' });
    await expect(trigger).toHaveAccessibleDescription('A 500 SLE fee applies to a 50,000 SLE payment.');
    await trigger.hover();
    const tip = page.getByRole('tooltip', { name: 'A 500 SLE fee applies to a 50,000 SLE payment.' });
    await expect(tip).toBeVisible();
    const width = await tip.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(200);
  });

  test('keyboard only: visible focus, tooltip on focus, modal opened with Enter and closed with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openShowcase(page);
    await page.keyboard.press('Tab');
    const first = page.locator(':focus');
    await expect(first).toHaveText('Home');
    expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

    const fees = page.getByRole('button', { name: 'About fees' });
    // Start the keyboard walk at the tooltips' section (focused as a skip link would leave it) and
    // Tab until the trigger has focus, as a keyboard user would. Walking there from the top took
    // some 100 presses, each a round trip: longer than the test's time on a slow machine.
    await page.getByTestId('section-tooltips').evaluate((section) => {
      section.setAttribute('tabindex', '-1');
      (section as HTMLElement).focus();
    });
    for (let i = 0; i < 30 && !(await fees.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(fees).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'A 500 SLE fee applies to a 50,000 SLE payment.' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const review = page.getByRole('button', { name: 'Review payment' });
    await review.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Confirm payment' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(review).toBeFocused();
  });

  test.describe('animations honour prefers-reduced-motion', () => {
    const durationOf = (page: Page, selector: string) =>
      page.locator(selector).first().evaluate((el) => getComputedStyle(el).animationDuration);

    test('full motion: spinner 1 s, skeleton 2 s', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await openShowcase(page);
      await expect(page.getByTestId('section-animations')).toContainText('Reduced motion is off');
      expect(await durationOf(page, '[data-testid="animation-spinner"] [data-animation="spinner"]')).toBe('1s');
      expect(await durationOf(page, '[data-testid="animation-skeleton"] [data-animation="skeleton"]')).toBe('2s');
    });

    test('reduced motion: spinner, skeleton, toast and progress finish at once', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openShowcase(page);
      await expect(page.getByTestId('section-animations')).toContainText('Reduced motion is on');
      const instant = (value: string) => expect(parseFloat(value)).toBeLessThan(0.001);
      instant(await durationOf(page, '[data-testid="animation-spinner"] [data-animation="spinner"]'));
      instant(await durationOf(page, '[data-testid="animation-skeleton"] [data-animation="skeleton"]'));
      instant(await page.locator('[data-testid="animation-progress"] [data-animation="progress"]').evaluate((el) => getComputedStyle(el).transitionDuration));
      await page.getByRole('button', { name: 'Show toast' }).click();
      instant(await durationOf(page, '[data-animation="toast-enter"]'));
    });
  });
});
