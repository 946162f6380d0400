import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './helpers.ts';
import { available, expectAccessible, paymentCode, shot } from './money-helpers.ts';
import { apiSignIn, bearer, newPhone, openSignedIn } from './session.ts';

/**
 * Reports in /business-tools (issue 13 part 2) at 360 px against the real server: a guest pays
 * the merchant's link in this test; the takings chart (an image with a name) and its table show
 * that payment's gross and net for today, the link leads the top links, and the monthly
 * statement closes at the balance the server reports. Printing shows the statement alone.
 */


/** en-SL as the app shows money: "Le 12,500" (whole leones, minor units / 100). */
const leones = (minor: number) => `Le ${Math.round(minor / 100).toLocaleString('en-US')}`;

/** A guest pays the link with an Orange Money sandbox number (code from the dev outbox); returns amount and fee. */
async function guestPaysLink(request: APIRequestContext, merchantId: string, linkId: string): Promise<{ amount: number; fee: number }> {
  const six = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const created = await request.post('/api/v1/checkout/payments', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { merchantId, linkId, method: 'orange_money', walletNumber: `77${six}` },
  });
  expect(created.status()).toBe(201);
  const { payment, clientSecret } = ((await created.json()) as { data: { payment: { id: string; amount: number; fee: number; reference: string }; clientSecret: string } }).data;
  const code = await paymentCode(request, `+23277${six}`, payment.reference);
  const submitted = await request.post(`/api/v1/checkout/payments/${payment.id}/code`, {
    headers: { 'x-client-secret': clientSecret, 'idempotency-key': crypto.randomUUID() },
    data: { code },
  });
  expect(submitted.ok()).toBe(true);
  return { amount: payment.amount, fee: payment.fee };
}

test('reports: the takings chart and its table, top links and a statement that ties to the balance, printable', async ({ page, request, playwright }, testInfo) => {
  test.setTimeout(150_000);
  const token = await apiSignIn(request, newPhone());
  expect((await request.put('/api/v1/merchant-profile', { headers: bearer(token), data: { businessName: 'Lumley Beach Café', category: 'Food' } })).ok()).toBe(true);
  const merchantId = ((await (await request.get('/api/v1/auth/profile', { headers: bearer(token) })).json()) as { data: { id: string } }).data.id;
  const link = await request.post('/api/v1/payment-links', { headers: bearer(token), data: { amount: 1_250_000, currency: 'SLE', description: 'Grilled barracuda', reusable: true } });
  expect(link.status()).toBe(201);
  const linkId = ((await link.json()) as { data: { id: string } }).data.id;

  // The guest has no session: a context of its own (the merchant's cookie stays in `request`).
  const guest = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const paid = await guestPaysLink(guest, merchantId, linkId);
  await guest.dispose();
  await expect.poll(() => available(request, token), { timeout: 90_000 }).toBe(paid.amount - paid.fee);
  const net = paid.amount - paid.fee;

  await openSignedIn(page, token, '/business-tools');
  const reports = page.locator('#reports');
  const chart = reports.getByRole('img', { name: 'Takings per day, last 30 days, SLE' });
  await expect(chart).toBeVisible();
  await expect(reports.getByText(`${leones(paid.amount)} gross, ${leones(net)} net, from 1 payment`)).toBeVisible();
  // The table behind the chart: reachable by screen readers before it is shown, then shown.
  const table = reports.getByRole('table', { name: 'Takings per day, last 30 days, SLE: days with takings' });
  await expect(table).toBeAttached();
  const todayRow = table.getByRole('row').filter({ hasText: 'Orange Money' });
  await expect(todayRow).toHaveCount(1);
  await expect(todayRow.getByRole('rowheader')).toContainText('Orange Money');
  await expect(todayRow.getByRole('cell')).toHaveText(['1', leones(paid.amount), leones(net)]);
  await reports.getByRole('button', { name: 'Show as table' }).click();
  await expect(table).toBeVisible();

  const topLinks = reports.getByRole('table', { name: 'Top payment links' });
  await expect(topLinks.getByRole('row').filter({ hasText: 'Grilled barracuda' }).getByRole('cell')).toHaveText(['1', leones(paid.amount)]);
  await expect(reports.getByText('No payouts yet')).toBeVisible();

  const month = new Date().toISOString().slice(0, 7);
  await expect(reports.getByTestId('closing-SLE')).toHaveText(leones(await available(request, token)));
  await expect(reports.getByTestId('opening-SLE')).toHaveText('Le 0');
  const statementAnswer = (await (await request.get(`/api/v1/reports/statement?month=${month}`, { headers: bearer(token) })).json()) as {
    data: { statements: { currency: string; closingBalance: number }[] };
  };
  expect(statementAnswer.data.statements.find((row) => row.currency === 'SLE')?.closingBalance).toBe(net);

  await expectAccessible(page, 'reports');
  await reports.scrollIntoViewIfNeeded();
  await chart.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'reports-chart-360');
  await reports.getByRole('heading', { name: 'Monthly statement' }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'reports-statement-360');

  // Printing: the statement alone, with its opening, movements and closing balance.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('article', { name: /^Statement for .* \(SLE\)$/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Opening balance')).toBeVisible();
  await expect(sheet.getByText('Closing balance')).toBeVisible();
  await expect(sheet.getByRole('row').filter({ hasText: 'Payment received' })).toContainText(leones(net));
  await expect(page.getByRole('heading', { level: 1, name: 'Business Tools' })).toBeHidden();
  await expect(chart).toBeHidden();
  await expect(reports.getByRole('button', { name: 'Print statement' })).toBeHidden();
  await shot(page, testInfo, 'reports-statement-print-360', true);
  // On paper: Chromium's own print to an A4 PDF (print media, the statement alone).
  await page.setViewportSize({ width: 794, height: 1123 });
  await shot(page, testInfo, 'reports-statement-print-a4', true);
  const pdf = await page.pdf({ format: 'A4', path: testInfo.outputPath('reports-statement.pdf') });
  expect(pdf.byteLength).toBeGreaterThan(1_000);
  await page.emulateMedia({ media: 'screen' });
  await expect(chart).toBeVisible();
});
