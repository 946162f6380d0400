/**
 * Fee rules (DESIGN §7, SPEC §9): a fee is a percentage in basis points plus a fixed part in
 * minor units, computed with integers only and rounded half-up to the smallest unit the product
 * displays (a whole leone for SLE), so amount + fee = total on every screen. The defaults are
 * SPEC §9's; a deployment passes its own rules (configuration) to override any method.
 */
import { type Currency, isCurrency, SMALLEST_DISPLAYED_UNIT } from './money.ts';
import type { PaymentMethod } from './statuses.ts';

export interface FeeRule {
  /** 150 = 1.5 %. */
  basisPoints: number;
  /** Fixed part per currency, in minor units; a currency not listed has none. */
  fixed: Partial<Record<Currency, number>>;
}

export type FeeRules = Readonly<Record<PaymentMethod, FeeRule>>;

/** Who pays the fee: taken from the merchant's amount (default) or added to what the payer pays. */
export const FEE_BEARERS = ['merchant', 'payer'] as const;
export type FeeBearer = (typeof FEE_BEARERS)[number];
export const DEFAULT_FEE_BEARER: FeeBearer = 'merchant';

const BASIS_POINTS_PER_WHOLE = 10_000;

/** SPEC §9: mobile money (Orange Money, Africell Money) 1.5 %; card 2.5 % + Le 500; bank transfer 1 %; cash none. */
export const DEFAULT_FEE_RULES: FeeRules = {
  orange_money: { basisPoints: 150, fixed: {} },
  mobile_money: { basisPoints: 150, fixed: {} },
  card: { basisPoints: 250, fixed: { SLE: 500_00 } },
  bank_transfer: { basisPoints: 100, fixed: {} },
  cash: { basisPoints: 0, fixed: {} },
};

export type FeeRuleOverrides = Partial<Record<PaymentMethod, Partial<FeeRule>>>;

/** The defaults with a configuration's overrides laid over them, method by method. */
export function feeRulesWith(overrides: FeeRuleOverrides, base: FeeRules = DEFAULT_FEE_RULES): FeeRules {
  const rules = { ...base };
  for (const method of Object.keys(overrides) as PaymentMethod[]) {
    const override = overrides[method];
    if (!override || !Object.hasOwn(base, method)) continue;
    const rule: FeeRule = { ...base[method], ...override };
    if (!isValidFeeRule(rule)) throw new RangeError(`Invalid fee rule for ${method}`);
    rules[method] = rule;
  }
  return rules;
}

export function isValidFeeRule(rule: FeeRule): boolean {
  return (
    Number.isSafeInteger(rule.basisPoints) &&
    rule.basisPoints >= 0 &&
    rule.basisPoints <= BASIS_POINTS_PER_WHOLE &&
    typeof rule.fixed === 'object' &&
    rule.fixed !== null &&
    !Array.isArray(rule.fixed) &&
    Object.entries(rule.fixed).every(([currency, fixed]) => isCurrency(currency) && Number.isSafeInteger(fixed) && fixed >= 0)
  );
}

export interface FeeInput {
  /** What the merchant asked for, in minor units. */
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  bearer?: FeeBearer;
  rules?: FeeRules;
}

export interface FeeBreakdown {
  /** What the merchant asked for. */
  amount: number;
  fee: number;
  /** What the payer is charged: amount, plus the fee when the payer bears it. */
  total: number;
  /** What reaches the merchant's balance: total − fee. */
  net: number;
}

/**
 * The fee of one payment. Integer maths throughout (BigInt for the product, so even the largest
 * safe amount times 10,000 basis points is exact); half-up to the displayed unit.
 */
export function calculateFee({ amount, currency, method, bearer = DEFAULT_FEE_BEARER, rules = DEFAULT_FEE_RULES }: FeeInput): FeeBreakdown {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive whole number of minor units');
  const rule = rules[method];
  const unit = BigInt(SMALLEST_DISPLAYED_UNIT[currency]);
  // fee = amount × bp / 10,000 + fixed, in minor units, as the fraction numerator / 10,000.
  const numerator = BigInt(amount) * BigInt(rule.basisPoints) + BigInt(rule.fixed[currency] ?? 0) * BigInt(BASIS_POINTS_PER_WHOLE);
  const denominator = BigInt(BASIS_POINTS_PER_WHOLE) * unit;
  // Half-up to a multiple of `unit`: floor(x / unit + 1/2) × unit, all non-negative so floor = truncation.
  const fee = Number(((2n * numerator + denominator) / (2n * denominator)) * unit);
  const total = bearer === 'payer' ? amount + fee : amount;
  return { amount, fee, total, net: total - fee };
}
