/**
 * The most one payment may be, by method and currency (issue 36 item 2), in minor units. A guest
 * checkout of 9,007,199,254,740,991 once completed: the rails themselves cap single transactions
 * far lower (a mobile money wallet in Sierra Leone is capped at a fraction of Le 1 million), so
 * anything above them is a mistake or an attack, refused with a 400 naming `amount`.
 *
 * A payment link is paid by any checkout method: its fixed amount may be at most the highest
 * limit of those methods for its currency (the chosen method's own limit then applies at checkout).
 * A deployment overrides the defaults with AMOUNT_LIMITS, next to FEE_RULES (server/config.ts).
 */
import { CHECKOUT_METHODS } from './checkout.ts';
import { CURRENCIES, type Currency, formatMoneyIn } from './money.ts';
import type { PaymentMethod } from './statuses.ts';

export type AmountLimits = Readonly<Record<PaymentMethod, Readonly<Record<Currency, number>>>>;
export type AmountLimitOverrides = Partial<Record<PaymentMethod, Partial<Record<Currency, number>>>>;

/** One method's limits from its leone figure: about Le 25 to a dollar, euro or pound; 1,000 old leones (SLL) to a leone. */
function inEveryCurrency(sleMinor: number): Record<Currency, number> {
  const hard = Math.round(sleMinor / 25);
  return { SLE: sleMinor, USD: hard, EUR: hard, GBP: hard, SLL: sleMinor * 1000 };
}

/** Defaults that fit the rails (minor units; Le 1 = 100). */
export const DEFAULT_AMOUNT_LIMITS: AmountLimits = {
  // Orange Money and Africell Money wallets: Le 100,000 a payment.
  orange_money: inEveryCurrency(100_000_00),
  mobile_money: inEveryCurrency(100_000_00),
  // Cards through the acquirer's hosted page: Le 500,000.
  card: inEveryCurrency(500_000_00),
  // Bank transfers: Le 5,000,000.
  bank_transfer: inEveryCurrency(5_000_000_00),
  // Cash recorded by the merchant (no money moves through us): Le 1,000,000.
  cash: inEveryCurrency(1_000_000_00),
};

/** The defaults with a configuration's overrides laid over them; throws RangeError on a bad value. */
export function amountLimitsWith(overrides: AmountLimitOverrides, base: AmountLimits = DEFAULT_AMOUNT_LIMITS): AmountLimits {
  const limits: Record<PaymentMethod, Record<Currency, number>> = { ...base };
  for (const method of Object.keys(overrides) as PaymentMethod[]) {
    const override = overrides[method];
    if (!override || !Object.hasOwn(base, method)) throw new RangeError(`Unknown method ${method}`);
    for (const [currency, limit] of Object.entries(override)) {
      if (!(CURRENCIES as readonly string[]).includes(currency) || !Number.isSafeInteger(limit) || (limit as number) < 1) {
        throw new RangeError(`Invalid limit for ${method} ${currency}`);
      }
    }
    limits[method] = { ...base[method], ...override };
  }
  return limits;
}

/** The most one payment by `method` in `currency` may be. */
export function maxPaymentAmount(limits: AmountLimits, method: PaymentMethod, currency: Currency): number {
  return limits[method][currency];
}

/** The most a payment link's fixed amount may be: the highest of the checkout methods' limits. */
export function maxLinkAmount(limits: AmountLimits, currency: Currency): number {
  return Math.max(...CHECKOUT_METHODS.map((method) => limits[method][currency]));
}

/** "The most one payment can be is Le 100,000." */
export function amountLimitMessage(limit: number, currency: Currency): string {
  return `The most one payment can be is ${formatMoneyIn(limit, currency)}.`;
}
