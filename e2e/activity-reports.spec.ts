import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectAccessible, paymentCode } from './money-helpers.ts';
import { apiData, apiSignIn, bearer, newPhone, openSignedIn } from './session.ts';

/**
 * Issue 13 at 360 px: a merchant filters /transactions by day and status and sees the totals
 * change, with the filters in the URL; exports the filtered set and the file holds exactly those
 * rows and numbers; offline, the phone's copy is filtered and the screen says the results are local.
 */

/** An Orange Money payment from the payer to the merchant through the sandbox: completed, or cancelled before the code. */
async function payment(request: APIRequestContext, payerToken: string, payerPhone: string, merchantId: string, amount: number, complete: boolean): Promise<string> {
  const created = await request.post('/api/v1/payments', { headers: bearer(payerToken), data: { merchantId, amount, method: 'orange_money', description: `Table order ${amount / 100}` } });
  expect(created.status()).toBe(201);
  const made = ((await created.json()) as { data: { id: string; reference: string } }).data;
  if (!complete) {
    expect((await request.post(`/api/v1/payments/${made.id}/cancel`, { headers: bearer(payerToken) })).ok()).toBe(true);
    return made.id;
  }
  const code = await paymentCode(request, `+232${payerPhone}`, made.reference);
  expect((await request.post(`/api/v1/payments/${made.id}/code`, { headers: bearer(payerToken), data: { code } })).ok()).toBe(true);
  await expect.poll(async () => (await apiData<{ status: string }>(request, `/api/v1/payments/${made.id}`, payerToken)).status, { timeout: 30_000 }).toBe('completed');
  return made.id;
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.describe('activity reports', () => {
  test('filter by day and status, totals change, export the filtered set, filter offline', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const merchantToken = await apiSignIn(request, newPhone());
    expect((await request.put('/api/v1/merchant-profile', { headers: bearer(merchantToken), data: { businessName: 'Lumley Beach Café', category: 'Food' } })).ok()).toBe(true);
    const merchantId = (await apiData<{ id: string }>(request, '/api/v1/auth/profile', merchantToken)).id;
    const payerPhone = newPhone();
    const payerToken = await apiSignIn(request, payerPhone);
    const big = await payment(request, payerToken, payerPhone, merchantId, 5_000_000, true);
    const small = await payment(request, payerToken, payerPhone, merchantId, 1_200_000, true);
    await payment(request, payerToken, payerPhone, merchantId, 750_000, false);

    await openSignedIn(page, merchantToken, '/transactions');
    await expect(page.getByTestId('transaction-row')).toHaveCount(3);
    const totals = page.getByTestId('activity-totals');
    await expect(totals.getByTestId('totals-count')).toHaveText('3');
    await expectAccessible(page, 'activity');

    // Today and Completed: the cancelled attempt leaves the list and the totals.
    await page.getByText('Filter and search').click();
    await page.getByLabel('From', { exact: true }).fill(day(0));
    await page.getByLabel('To', { exact: true }).fill(day(0));
    await page.getByLabel('Status', { exact: true }).selectOption('completed');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?from=${day(0)}&to=${day(0)}&status=completed$`));
    await expect(page.getByTestId('transaction-row')).toHaveCount(2);
    // Le 50,000 + Le 12,000 received; 1.5 % fees borne by the merchant: Le 750 + Le 180.
    await expect(totals.getByTestId('totals-count')).toHaveText('2');
    await expect(totals.getByTestId('totals-gross')).toHaveText('Le 62,000');
    await expect(totals.getByTestId('totals-fee')).toHaveText('Le 930');
    await expect(totals.getByTestId('totals-net')).toHaveText('Le 61,070');
    await expectAccessible(page, 'activity filtered');
    await page.screenshot({ path: test.info().outputPath('activity-filtered-360.png'), fullPage: true });
    await page.screenshot({ path: test.info().outputPath('activity-filtered-360x740.png') });

    // The URL is the view: opened afresh (a bookmark, a shared link), it shows the same.
    await page.reload();
    await expect(page.getByTestId('transaction-row')).toHaveCount(2);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('completed');

    // Export: the download streams in, the screen says how much came, the file is the filtered set.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    await expect(page.getByTestId('export-status')).toHaveText(/^Downloaded salone-pay-activity-\d{4}-\d{2}-\d{2}\.csv: 2 rows\.$/);
    const file = readFileSync(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(file, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.id, row.type, row.status, row.gross, row.fee, row.net, row.net_minor])).toEqual([
      [small, 'received', 'completed', '12000.00', '180.00', '11820.00', '1182000'],
      [big, 'received', 'completed', '50000.00', '750.00', '49250.00', '4925000'],
    ]);
    // The file's net is the merchant's balance: every completed payment is in it.
    const balance = await apiData<{ available: number }[]>(request, '/api/v1/balance', merchantToken);
    expect(rows.reduce((sum, row) => sum + Number(row.net_minor), 0)).toBe(balance[0]?.available);
    await page.screenshot({ path: test.info().outputPath('activity-exported-360x740.png') });

    // A day with nothing: the totals say so.
    await page.getByLabel('From', { exact: true }).fill(day(1));
    await page.getByLabel('To', { exact: true }).fill(day(1));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(totals).toContainText('No transactions match these filters.');
    await expect(page.getByText('No matching transactions')).toBeVisible();

    // Offline: the unfiltered list was kept on the phone; a filter now runs on that copy, and says so.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByTestId('transaction-row')).toHaveCount(3);
    await context.setOffline(true);
    // With no filters the filter panel starts closed again.
    await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
    await page.getByText('Filter and search').click();
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByTestId('local-results')).toContainText('filtered on this phone');
    await expect(page.getByTestId('transaction-row')).toHaveCount(1);
    await expect(totals.getByTestId('totals-count')).toHaveText('1');
    await expect(totals).toContainText('Totals of the transactions kept on this phone only.');
    await expectAccessible(page, 'activity offline filtered');
    await page.screenshot({ path: test.info().outputPath('activity-offline-360x740.png') });
    await context.setOffline(false);
  });
});
