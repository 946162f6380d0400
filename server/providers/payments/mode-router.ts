/**
 * Test mode never touches real money (DESIGN §7: test keys and the dashboard's Test mode use only
 * the sandbox). With a real provider configured (PAYMENT_PROVIDER=monime), this adapter sends each
 * call to the provider of the payment's mode: a new payment or payout by its `livemode`, and every
 * later call by its reference, because the sandbox's references all begin with `sbx_` and no real
 * provider's do. A callback counts only when the adapter that verified it owns its reference, so a
 * sandbox-signed callback can never settle a live payment.
 */
import type { PaymentProvider } from './payment-provider.ts';

export const SANDBOX_REF_PREFIX = 'sbx_';

const isSandboxRef = (providerRef: string) => providerRef.startsWith(SANDBOX_REF_PREFIX);

export function createModeRoutedProvider(providers: { live: PaymentProvider; test: PaymentProvider }): PaymentProvider {
  const { live, test } = providers;
  const byRef = (providerRef: string) => (isSandboxRef(providerRef) ? test : live);
  const routed: PaymentProvider = {
    name: `${live.name}|${test.name}`,
    ...(live.methods ? { liveMethods: live.methods } : {}),
    initiate: (request) => (request.livemode ? live : test).initiate(request),
    submitCode: (providerRef, code) => byRef(providerRef).submitCode(providerRef, code),
    status: (providerRef) => byRef(providerRef).status(providerRef),
    cancel: (providerRef) => byRef(providerRef).cancel(providerRef),
    payout: (request) => (request.livemode ? live : test).payout(request),
    payoutStatus: (providerRef) => byRef(providerRef).payoutStatus(providerRef),
    verifyCallback(headers, rawBody) {
      const fromTest = test.verifyCallback(headers, rawBody);
      if (fromTest) return isSandboxRef(fromTest.providerRef) ? fromTest : null;
      const fromLive = live.verifyCallback(headers, rawBody);
      return fromLive && !isSandboxRef(fromLive.providerRef) ? fromLive : null;
    },
  };
  if (live.hostedPageUrl || test.hostedPageUrl) {
    routed.hostedPageUrl = (providerRef, returnPath) => {
      const owner = byRef(providerRef);
      return owner.hostedPageUrl ? owner.hostedPageUrl(providerRef, returnPath) : undefined;
    };
  }
  return routed;
}
