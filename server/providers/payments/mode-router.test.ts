/**
 * The mode router (DESIGN §7: test mode touches only the sandbox): new work goes by mode, later
 * calls by reference, and a callback counts only from the adapter that owns its reference.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentProvider, ProviderCallback } from './payment-provider.ts';
import { createModeRoutedProvider } from './mode-router.ts';

/** A recording adapter: which calls reached it, and the callback it would verify. */
function recorder(name: string, refPrefix: string, verifies: ProviderCallback | null) {
  const calls: string[] = [];
  const provider: PaymentProvider = {
    name,
    async initiate(request) {
      calls.push(`initiate ${request.paymentId}`);
      return { providerRef: `${refPrefix}${request.paymentId}`, needsCode: false };
    },
    async submitCode(ref) {
      calls.push(`submitCode ${ref}`);
      return { outcome: 'accepted' };
    },
    async status(ref) {
      calls.push(`status ${ref}`);
      return { state: 'processing' };
    },
    async cancel(ref) {
      calls.push(`cancel ${ref}`);
      return true;
    },
    async payout(request) {
      calls.push(`payout ${request.payoutId}`);
      return { providerRef: `${refPrefix}po_${request.payoutId}` };
    },
    async payoutStatus(ref) {
      calls.push(`payoutStatus ${ref}`);
      return { state: 'succeeded' };
    },
    verifyCallback: () => verifies,
  };
  return { provider, calls };
}

const request = (paymentId: string, livemode: boolean) =>
  ({ paymentId, method: 'orange_money', provider: 'orange_money', total: 1000, currency: 'SLE', payerPhone: '+23276000000', reference: 'SP1', livemode }) as const;

describe('createModeRoutedProvider', () => {
  it('sends test payments and payouts to the sandbox and live ones to the real provider, then follows the reference', async () => {
    const live = recorder('monime', 'pmt-', null);
    const test = recorder('sandbox', 'sbx_', null);
    const routed = createModeRoutedProvider({ live: live.provider, test: test.provider });

    const testRef = (await routed.initiate(request('t1', false))).providerRef;
    const liveRef = (await routed.initiate(request('l1', true))).providerRef;
    await routed.submitCode(testRef, '123456');
    await routed.status(liveRef);
    await routed.cancel(testRef);
    const testPayout = (await routed.payout({ payoutId: 'p1', provider: 'orange_money', amount: 10, currency: 'SLE', destination: '+23276000000', livemode: false })).providerRef;
    await routed.payoutStatus(testPayout);

    expect(test.calls).toEqual(['initiate t1', 'submitCode sbx_t1', 'cancel sbx_t1', 'payout p1', 'payoutStatus sbx_po_p1']);
    expect(live.calls).toEqual(['initiate l1', 'status pmt-l1']);
  });

  it("takes a callback only from the adapter that owns its reference: a sandbox signature never settles a live payment", () => {
    const liveCallback: ProviderCallback = { providerRef: 'pmt-9', paymentId: 'l9', state: 'succeeded' };
    const forgedBySandbox: ProviderCallback = { providerRef: 'pmt-9', paymentId: 'l9', state: 'succeeded' };
    const sandboxCallback: ProviderCallback = { providerRef: 'sbx_9', paymentId: 't9', state: 'succeeded' };

    const fromMonime = createModeRoutedProvider({ live: recorder('monime', 'pmt-', liveCallback).provider, test: recorder('sandbox', 'sbx_', null).provider });
    expect(fromMonime.verifyCallback({}, '{}')).toEqual(liveCallback);

    const sandboxClaimsLive = createModeRoutedProvider({ live: recorder('monime', 'pmt-', null).provider, test: recorder('sandbox', 'sbx_', forgedBySandbox).provider });
    expect(sandboxClaimsLive.verifyCallback({}, '{}')).toBeNull();

    const fromSandbox = createModeRoutedProvider({ live: recorder('monime', 'pmt-', null).provider, test: recorder('sandbox', 'sbx_', sandboxCallback).provider });
    expect(fromSandbox.verifyCallback({}, '{}')).toEqual(sandboxCallback);
  });
});
