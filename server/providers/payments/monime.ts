/**
 * The Monime adapter (DESIGN §7; facts in /work/shared/reference/monime.md): Sierra Leone's
 * aggregator for Orange Money, Africell Money, QCell and banks, written over `fetch`.
 *
 * - Collecting mobile money: a one-time USSD payment code bound to the payer's number and the
 *   network they chose; the payer dials it and approves on their phone, so nothing comes back to
 *   us to submit (`needsCode` false, `ussdCode` for the screen) and our polling settles it.
 * - Payouts (merchants' payouts, refunds to the payer's wallet) to mobile money or a bank.
 * - Provider ids (m17, m18, b01, …) are read from Monime's provider list for SL, once per
 *   process, and matched by name: never hard-coded (the sources disagree on which is Orange).
 * - Every side-effecting POST carries an Idempotency-Key derived from OUR id (25–64 characters),
 *   so a retried call is answered with the first success (Monime keeps them 24 h). A 409
 *   `idempotency_key_in_use` means the key was used with a different body: a bug or a changed
 *   request, never retried under a new key (that could pay twice); it is raised for a person.
 * - 429: waits Retry-After (seconds) and tries again; network errors and 5xx: exponential backoff.
 *   After `maxAttempts` the error is raised and the caller's job retries later.
 * - Webhooks: `Monime-Signature: t=<unix>,v1=<base64 HMAC-SHA256 of "<t>_" + raw body>` within
 *   300 s. A webhook is a hint: the payment is settled as it says only for a final event
 *   (`payment.completed`); `payout.completed` and `payout.failed` make the server read the payout
 *   back (`payoutStatus`) and settle it as its poll job does. Polling (which reads the resource
 *   back) remains what guarantees the end state.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_BANKS } from '../../../domain/banks.ts';
import { LIVE_CHECKOUT_METHODS } from '../../../domain/checkout.ts';
import type { Currency } from '../../../domain/money.ts';
import type { InitiateRequest, PaymentProvider, PayoutRequest, ProviderCallback, ProviderPayoutHint, ProviderStatus } from './payment-provider.ts';

export interface MonimeOptions {
  /** https://api.monime.io/v1 by default; tests point it at a loopback peer. */
  baseUrl: string;
  /** `mon_test_…` is Monime's sandbox, `mon_…` live: the token chooses, not the URL. */
  accessToken: string;
  spaceId: string;
  /** The secret webhooks are signed with (configured per environment in Monime). */
  webhookSecret: string;
  /** Optional Monime-Version header, e.g. caph.2025-08-23. */
  version?: string;
  /** The Monime financial account payouts are paid from (the space's default when absent). */
  sourceAccountId?: string;
  /** How long a payment code lives (ISO 8601); 30 minutes, like our payments. */
  codeDuration?: string;
  maxAttempts?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

/** What the adapter collects: mobile money by USSD payment code (cards and bank transfers are not wired). */
export const MONIME_METHODS = LIVE_CHECKOUT_METHODS;

/** A refusal from Monime (its error envelope) or the network, with Monime's code when it sent one. */
export class MonimeError extends Error {
  override name = 'MonimeError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  /**
   * Asking again cannot succeed (PaymentProvider's `permanent`): our own refusals before sending
   * (unknown provider, bad destination) and Monime's 4xx, except 408 and 429 (wait and retry) and
   * 409 (a key used for a different request: a person must look, and nothing is released blindly).
   */
  get permanent(): boolean {
    if (this.status === 0) return this.code !== 'network_error';
    return this.status >= 400 && this.status < 500 && ![408, 409, 429].includes(this.status);
  }
}

interface Envelope<T> {
  success: boolean;
  messages?: unknown[];
  result?: T;
  error?: { code?: string; message?: string };
  pagination?: { next?: string | null };
}

interface MonimeProviderRow {
  providerId: string;
  name: string;
  type?: string;
}

const SIGNATURE_WINDOW_SECONDS = 300;
const NETWORK_NAMES: Record<string, RegExp> = { orange_money: /orange/i, africell_money: /africell|afrimoney/i, qcell: /qcell/i };

/** Our idempotency key for one of our records: stable, 25–64 characters. */
export function monimeIdempotencyKey(kind: 'collect' | 'payout', id: string): string {
  return `salonepay-${kind}-${id}`;
}

/** The `Monime-Signature` header for a body (tests and tools sign as Monime does). */
export function monimeSignature(secret: string, rawBody: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}_${rawBody}`).digest('base64');
  return `t=${unixSeconds},v1=${v1}`;
}

export function createMonimeProvider(options: MonimeOptions): PaymentProvider & { ussdCodes: Map<string, string> } {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 4;
  let providers: Promise<MonimeProviderRow[]> | undefined;

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object, idempotencyKey?: string): Promise<Envelope<T>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.accessToken}`,
      'monime-space-id': options.spaceId,
      accept: 'application/json',
      ...(options.version ? { 'monime-version': options.version } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    // A POST without a key is not safe to repeat; every POST here has one.
    const retryable = method !== 'POST' || idempotencyKey !== undefined;
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}), signal: AbortSignal.timeout(15_000) });
      } catch (error) {
        if (!retryable || attempt >= maxAttempts) throw new MonimeError(0, 'network_error', `Monime could not be reached: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(backoffMs(attempt));
        continue;
      }
      const envelope = (await response.json().catch(() => ({ success: false }))) as Envelope<T>;
      if (response.ok && envelope.success !== false) return envelope;
      const code = envelope.error?.code ?? (response.status === 429 ? 'rate_limited' : `http_${response.status}`);
      const message = envelope.error?.message ?? `Monime answered ${response.status}`;
      const again = retryable && attempt < maxAttempts && (response.status === 429 || response.status >= 500);
      if (!again) throw new MonimeError(response.status, code, message);
      await sleep(response.status === 429 ? retryAfterMs(response.headers.get('retry-after'), attempt) : backoffMs(attempt));
    }
  }

  function retryAfterMs(header: string | null, attempt: number): number {
    if (header && /^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
    const at = header ? Date.parse(header) : Number.NaN;
    if (!Number.isNaN(at)) return Math.max(0, at - now().getTime());
    return backoffMs(attempt);
  }

  /** Monime's provider list for Sierra Leone, all pages, fetched once per process. */
  function providerList(): Promise<MonimeProviderRow[]> {
    providers ??= (async () => {
      const rows: MonimeProviderRow[] = [];
      let after: string | null | undefined;
      do {
        const query = new URLSearchParams({ country: 'SL', limit: '50', ...(after ? { after } : {}) });
        const page = await call<MonimeProviderRow[]>('GET', `/financial-providers?${query.toString()}`);
        rows.push(...(page.result ?? []));
        after = page.pagination?.next ?? null;
      } while (after);
      return rows;
    })().catch((error: unknown) => {
      providers = undefined; // a failed read is not cached: the next call asks again
      throw error;
    });
    return providers;
  }

  /** Monime's id for one of our provider codes (orange_money, africell_money, SBL, …). */
  async function monimeProviderId(code: string): Promise<{ id: string; type: 'momo' | 'bank' }> {
    const rows = await providerList();
    const network = NETWORK_NAMES[code];
    if (network) {
      const row = rows.find((candidate) => network.test(candidate.name));
      if (row) return { id: row.providerId, type: 'momo' };
    } else {
      const bank = DEFAULT_BANKS.find((candidate) => candidate.code === code);
      const names = bank ? [bank.fullName.toLowerCase(), bank.name.toLowerCase()] : [];
      const row = rows.find((candidate) => names.includes(candidate.name.toLowerCase()));
      if (row) return { id: row.providerId, type: 'bank' };
    }
    throw new MonimeError(0, 'provider_unknown', `Monime lists no provider for ${code} in SL`);
  }

  const ussdCodes = new Map<string, string>();

  return {
    name: 'monime',
    methods: MONIME_METHODS,
    ussdCodes,

    async initiate(request: InitiateRequest) {
      if (request.method !== 'orange_money' && request.method !== 'mobile_money') {
        throw new MonimeError(0, 'method_unsupported', `the Monime adapter collects mobile money only, not ${request.method}`);
      }
      if (!request.payerPhone) throw new MonimeError(0, 'phone_required', 'a mobile money collection needs the payer’s number');
      const { id: providerId } = await monimeProviderId(request.provider);
      const answer = await call<{ id: string; ussdCode?: string }>(
        'POST',
        '/payment-codes',
        {
          name: `Salone Pay ${request.reference}`,
          mode: 'one_time',
          amount: money(request.total, request.currency),
          duration: options.codeDuration ?? 'PT30M',
          authorizedProviders: [providerId],
          authorizedPhoneNumber: request.payerPhone,
          metadata: { paymentId: request.paymentId, reference: request.reference },
        },
        monimeIdempotencyKey('collect', request.paymentId),
      );
      const id = answer.result?.id;
      if (!id) throw new MonimeError(502, 'malformed_answer', 'Monime answered a payment code without an id');
      if (answer.result?.ussdCode) ussdCodes.set(id, answer.result.ussdCode);
      return { providerRef: id, needsCode: false };
    },

    async submitCode(providerRef) {
      // The payer approves on their phone (USSD): we only learn whether the code is still usable.
      const state = await codeStatus(providerRef);
      return state.state === 'failed' || state.state === 'cancelled' ? { outcome: 'refused' } : { outcome: 'accepted' };
    },

    status: codeStatus,

    async cancel(providerRef) {
      try {
        await call('DELETE', `/payment-codes/${encodeURIComponent(providerRef)}`);
        return true;
      } catch (error) {
        // Already used, processing or gone: Monime will not stop it, and polling settles what it did.
        if (error instanceof MonimeError && error.status >= 400 && error.status < 500) return (await codeStatus(providerRef)).state === 'cancelled';
        throw error;
      }
    },

    async payout(request: PayoutRequest) {
      const target = await monimeProviderId(request.provider);
      // A bank payout needs an account number; a phone number there (a refund of a bank payment) is refused here.
      if (target.type === 'bank' && !/^\d{6,34}$/.test(request.destination)) {
        throw new MonimeError(0, 'destination_invalid', `a bank payout needs the account number, not ${request.destination.startsWith('+') ? 'a phone number' : 'this'}`);
      }
      if (target.type === 'momo' && !/^\+\d{8,15}$/.test(request.destination)) throw new MonimeError(0, 'destination_invalid', 'a mobile money payout needs an E.164 number');
      const destination =
        target.type === 'momo'
          ? { type: 'momo', providerId: target.id, phoneNumber: request.destination }
          : { type: 'bank', providerId: target.id, accountNumber: request.destination };
      const answer = await call<{ id: string }>(
        'POST',
        '/payouts',
        {
          amount: money(request.amount, request.currency),
          destination,
          ...(options.sourceAccountId ? { source: { financialAccountId: options.sourceAccountId } } : {}),
          metadata: { payoutId: request.payoutId },
        },
        monimeIdempotencyKey('payout', request.payoutId),
      );
      if (!answer.result?.id) throw new MonimeError(502, 'malformed_answer', 'Monime answered a payout without an id');
      return { providerRef: answer.result.id };
    },

    async payoutStatus(providerRef) {
      const answer = await call<{ status: string; failureDetail?: { code?: string } }>('GET', `/payouts/${encodeURIComponent(providerRef)}`);
      switch (answer.result?.status) {
        case 'completed':
          return { state: 'succeeded' };
        case 'failed':
          return { state: 'failed', reason: answer.result.failureDetail?.code ?? 'unknown' };
        case 'pending':
        case 'processing':
          return { state: 'processing' };
        default:
          throw new MonimeError(502, 'malformed_answer', `Monime answered payout status ${String(answer.result?.status)}`);
      }
    },

    verifyCallback(headers, rawBody): ProviderCallback | ProviderPayoutHint | null {
      const header = headers['monime-signature'];
      if (typeof header !== 'string') return null;
      const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]).filter((pair) => pair.length === 2));
      const t = parts.t ?? '';
      const v1 = parts.v1 ?? '';
      if (!/^\d{1,12}$/.test(t) || !/^[A-Za-z0-9+/]+=*$/.test(v1)) return null;
      if (Math.abs(now().getTime() / 1000 - Number(t)) > SIGNATURE_WINDOW_SECONDS) return null;
      const expected = createHmac('sha256', options.webhookSecret).update(`${t}_${rawBody}`).digest();
      const given = Buffer.from(v1, 'base64');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Verified: only now is the body read. Monime's envelope: { apiVersion, event: { id, name,
      // timestamp }, object: { id, type }, data }.
      let event: {
        event?: { name?: string };
        object?: { id?: string; type?: string };
        data?: { id?: string; paymentCode?: { id?: string }; paymentCodeId?: string; metadata?: { paymentId?: string; payoutId?: string }; status?: string };
      };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return null;
      }
      if (typeof event !== 'object' || event === null) return null;
      const name = event.event?.name;
      const data = event.data ?? {};
      // A payout that ended (a merchant's payout or a refund): a hint to read it back and settle it.
      if (name === 'payout.completed' || name === 'payout.failed') {
        const payoutRef = (event.object?.type === 'payout' ? event.object.id : undefined) ?? data.id;
        const payoutId = data.metadata?.payoutId;
        return typeof payoutRef === 'string' && payoutRef && typeof payoutId === 'string' && payoutId ? { kind: 'payout', providerRef: payoutRef, payoutId } : null;
      }
      const providerRef = data.paymentCode?.id ?? data.paymentCodeId;
      const paymentId = data.metadata?.paymentId;
      // Only a final payment event that names our payment is a settlement hint; others are polled.
      if (name !== 'payment.completed' || !providerRef || !paymentId) return null;
      return { providerRef, paymentId, state: 'succeeded' };
    },
  };

  async function codeStatus(providerRef: string): Promise<ProviderStatus> {
    const answer = await call<{ status: string }>('GET', `/payment-codes/${encodeURIComponent(providerRef)}`);
    switch (answer.result?.status) {
      case 'pending':
        return { state: 'awaiting_code' };
      case 'processing':
        return { state: 'processing' };
      case 'completed':
        return { state: 'succeeded' };
      case 'expired':
        return { state: 'failed', reason: 'expired' };
      case 'cancelled':
        return { state: 'cancelled' };
      default:
        throw new MonimeError(502, 'malformed_answer', `Monime answered payment code status ${String(answer.result?.status)}`);
    }
  }
}

/** Monime's money: `{ currency, value }`, value in minor units (integers, as ours). */
function money(value: number, currency: Currency): { currency: string; value: number } {
  if (!Number.isSafeInteger(value) || value <= 0) throw new MonimeError(0, 'invalid_amount', 'amounts are whole minor units above 0');
  if (currency !== 'SLE' && currency !== 'USD') throw new MonimeError(0, 'currency_unsupported', `Monime moves SLE and USD, not ${currency}`);
  return { currency, value };
}

/** 0.5 s, 1 s, 2 s, … with jitter, capped at 8 s. */
function backoffMs(attempt: number): number {
  const base = Math.min(8000, 500 * 2 ** (attempt - 1));
  return Math.round(base / 2 + Math.random() * (base / 2));
}
