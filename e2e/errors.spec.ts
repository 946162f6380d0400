import { expect, test } from '@playwright/test';
import { demoMerchantToken, openSignedIn } from './session.ts';

// /health-check with the network gone: foundation.spec.ts ('the health page says so…').

/** Raw technical text that must never reach a person's screen. */
const RAW = /Failed to fetch|TypeError|NetworkError|must match pattern|\^\[0-9|undefined|Request failed with status/;

test('a transaction address that does not exist says so in plain words', async ({ page, request }) => {
  const token = await demoMerchantToken(request);
  await openSignedIn(page, token, '/transactions/does-not-exist');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We could not load this transaction: It may have been removed, or the link is not right.');
  await expect(page.locator('body')).not.toContainText(RAW);
});
