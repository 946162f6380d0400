/**
 * The checkout's data without React Query (issue 42: the checkout's bundle carries no query
 * layer). The server answers /pay/{merchantId}[?link=] with the merchant and link already in the
 * page (server/plugins/checkout-page.ts; domain/checkout-seed.ts): rendered into the HTML by these same components, and
 * handed to the browser as JSON in `<script type="application/json" id="checkout-seed">` (data,
 * not a script: the CSP does not run it), so the first render in the browser is the server's and
 * hydrates without asking again. Without a seed (the app went to /pay itself), it is fetched.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { CHECKOUT_SEED_ID, type CheckoutSeed, type SeedError } from '../../../domain/checkout-seed.ts';
import type { CheckoutLink, CheckoutMerchant } from '../../../domain/payment-links.ts';
import { ApiError, apiData } from '../../lib/api-client.ts';

/** The server's render provides the seed this way (src/app/entry-server.tsx). */
export const CheckoutSeedContext = createContext<CheckoutSeed | null>(null);

let pageSeed: CheckoutSeed | null | undefined;

/** The seed the server put in this page, read once. */
function seedInPage(): CheckoutSeed | null {
  if (pageSeed !== undefined) return pageSeed;
  pageSeed = null;
  if (typeof document === 'undefined') return pageSeed;
  const text = document.getElementById(CHECKOUT_SEED_ID)?.textContent;
  if (!text) return pageSeed;
  try {
    pageSeed = JSON.parse(text) as CheckoutSeed;
  } catch {
    pageSeed = null;
  }
  return pageSeed;
}

export interface Resource<T> {
  data: T | undefined;
  error: Error | null;
  pending: boolean;
}

const asError = (error: SeedError) => new ApiError(error.message, error.status, error.code, { error });

function fromSeed<T>(data: T | null, error: SeedError | null): Resource<T> {
  return error ? { data: undefined, error: asError(error), pending: false } : { data: data ?? undefined, error: null, pending: false };
}

const PENDING = { data: undefined, error: null, pending: true } as const;

/** The seed for this checkout, if the page (or the server's render) has one for it. */
export function useCheckoutSeed(merchantId: string, linkId: string | null): CheckoutSeed | null {
  const context = useContext(CheckoutSeedContext);
  const seed = context ?? seedInPage();
  return seed && seed.merchantId === merchantId && seed.linkId === linkId ? seed : null;
}

/** One GET of the checkout API, retried once on a glitch (404 and 410 are answers). */
async function load<T>(path: string, signal: AbortSignal): Promise<T> {
  try {
    return await apiData<T>(path, { signal });
  } catch (error) {
    if (signal.aborted || (error instanceof ApiError && error.status < 500)) throw error;
    return apiData<T>(path, { signal });
  }
}

/** The merchant and the link of a checkout: from the seed, else fetched. */
export function useCheckoutData(merchantId: string, linkId: string | null): { merchant: Resource<CheckoutMerchant>; link: Resource<CheckoutLink> } {
  const seed = useCheckoutSeed(merchantId, linkId);
  const [merchant, setMerchant] = useState<Resource<CheckoutMerchant>>(() => (seed ? fromSeed(seed.merchant, seed.merchantError) : PENDING));
  const [link, setLink] = useState<Resource<CheckoutLink>>(() =>
    linkId === null ? { data: undefined, error: null, pending: false } : seed ? fromSeed(seed.link, seed.linkError) : PENDING,
  );
  const seeded = seed !== null;
  useEffect(() => {
    if (seeded) return undefined;
    const controller = new AbortController();
    const fail = (set: (value: Resource<never>) => void) => (error: unknown) => {
      if (!controller.signal.aborted) set({ data: undefined, error: error instanceof Error ? error : new Error(String(error)), pending: false });
    };
    const base = `/checkout/merchants/${encodeURIComponent(merchantId)}`;
    load<CheckoutMerchant>(base, controller.signal).then((data) => setMerchant({ data, error: null, pending: false }), fail(setMerchant));
    if (linkId !== null) load<CheckoutLink>(`${base}/links/${encodeURIComponent(linkId)}`, controller.signal).then((data) => setLink({ data, error: null, pending: false }), fail(setLink));
    return () => controller.abort();
  }, [seeded, merchantId, linkId]);
  return { merchant, link };
}
