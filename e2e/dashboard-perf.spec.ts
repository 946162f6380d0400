/**
 * Issue 15, /dashboard at 360 px: nothing on screen moves while the dashboard's data arrives.
 * Every section keeps the room its content will take (skeletons of the final size), the spinner
 * of a page's first download is a screen tall (so the footer and the Exit Preview dock do not
 * show under it and jump), and the live status line never grows. Measured as the browser's own
 * layout-shift entries (what Lighthouse's CLS adds up) from navigation to the settled screen.
 *
 * The data requests are answered late and one after another, as on a slow network, so every
 * skeleton is on screen first and each section's data lands separately.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoMerchantToken, openSignedIn } from './session.ts';
import { framesDrawn } from './helpers.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The sum Lighthouse would count for this page (shifts right after input are not counted). */
const MAX_LAYOUT_SHIFT = 0.02;

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page from its first byte, with what moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    // LayoutShift is not in TypeScript's DOM library yet: the fields read here.
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node instanceof Element ? source.node : source.node?.parentElement;
            const name = node ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').slice(0, 40)}"` : '(removed)';
            return `${name} y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, height ${Math.round(source.previousRect.height)} → ${Math.round(source.currentRect.height)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
}

/** Holds each API read back, later ones longer, so the sections' data arrive one by one. */
async function slowApi(page: Page): Promise<void> {
  let count = 0;
  await page.route(/\/api\/v1\//, async (route) => {
    const request = route.request();
    // The live event stream stays as it is (it is not a list that arrives).
    if (request.method() !== 'GET' || request.url().includes('/events')) return route.continue();
    count += 1;
    await new Promise((resolve) => setTimeout(resolve, 300 + (count % 6) * 150));
    return route.continue();
  });
}

/** Every dashboard section has its data on screen. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.locator('#pending-payments').getByTestId('pending-payment').or(page.locator('#pending-payments').getByText('No pending payments'))).toBeVisible();
  await expect(page.locator('#recent-activity').getByTestId('transaction-row').first()).toBeVisible();
  await expect(page.locator('#linked-accounts').getByTestId('account-row').first()).toBeAttached();
  await expect(page.locator('#frequent-payments').getByTestId('frequent-payment').first()).toBeAttached();
  // The late change: the live status after its stream's first try (no longer "Connecting…"),
  // then two frames drawn, so a shift it made has reached the observer.
  await expect(page.locator('#payment-arrivals').getByTestId('live-status')).toHaveText(/^(Live|Connection is slow)/);
  await framesDrawn(page);
}

function report(shifts: Shift[]): string {
  return shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`).join('\n');
}

test('/dashboard at 360 px: the content does not move while the sections load, first visit and return', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await demoMerchantToken(request);
  await recordLayoutShifts(page);
  await slowApi(page);

  await openSignedIn(page, token, '/dashboard');
  await settled(page);
  const first = await layoutShifts(page);
  const firstSum = first.reduce((sum, shift) => sum + shift.value, 0);
  expect(firstSum, `layout shifts on the first visit:\n${report(first)}`).toBeLessThan(MAX_LAYOUT_SHIFT);

  // A return visit: the page's code is cached now, so the sections' skeletons show at once.
  await page.reload();
  await settled(page);
  const again = await layoutShifts(page);
  const againSum = again.reduce((sum, shift) => sum + shift.value, 0);
  expect(againSum, `layout shifts on the return visit:\n${report(again)}`).toBeLessThan(MAX_LAYOUT_SHIFT);
  await page.screenshot({ path: test.info().outputPath('dashboard-settled-360.png') });
});
