/**
 * Money (DESIGN §3, SPEC §9): amounts are integers in minor units with an ISO currency, and are
 * formatted only at the edge, in locale en-SL with no decimals. SLE (the default) shows as "Le";
 * SLL appears only on legacy records and keeps its code so it is never mistaken for the new Leone
 * (1 SLE = 1,000 SLL).
 */
export const CURRENCIES = ['SLE', 'USD', 'EUR', 'GBP', 'SLL'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'SLE';

/** Every supported currency has two minor digits (ISO 4217). */
const MINOR_PER_MAJOR = 100;

// Some ICU builds (e.g. on older phones) lack the en-SL symbol for the Leone, so the two Leone
// codes get fixed prefixes and only the number itself comes from Intl.
const FIXED_PREFIX: Partial<Record<Currency, string>> = { SLE: 'Le', SLL: 'SLL' };

const numberFormat = new Intl.NumberFormat('en-SL', { maximumFractionDigits: 0 });
const currencyFormats = new Map<Currency, Intl.NumberFormat>();

function currencyFormat(currency: Currency): Intl.NumberFormat {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-SL', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    currencyFormats.set(currency, format);
  }
  return format;
}

/**
 * The smallest amount the product shows, in minor units: every currency is displayed without
 * decimals (en-SL), so one whole major unit (a whole leone for SLE). Fees round to it so that
 * amount + fee = total on every screen.
 */
export const SMALLEST_DISPLAYED_UNIT: Readonly<Record<Currency, number>> = {
  SLE: MINOR_PER_MAJOR,
  USD: MINOR_PER_MAJOR,
  EUR: MINOR_PER_MAJOR,
  GBP: MINOR_PER_MAJOR,
  SLL: MINOR_PER_MAJOR,
};

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** Whole major units (50,000 SLE) to the stored minor-unit integer (5,000,000). */
export function toMinorUnits(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

/** formatMoney(5_000_000, 'SLE') → "Le 50,000"; formatMoney(1_250_00, 'USD') → "US$1,250". */
export function formatMoney(amount: number, currency: Currency = DEFAULT_CURRENCY): string {
  const major = Math.round(amount / MINOR_PER_MAJOR);
  const prefix = FIXED_PREFIX[currency];
  if (prefix === undefined) return currencyFormat(currency).format(major);
  const sign = major < 0 ? '-' : '';
  return `${sign}${prefix} ${numberFormat.format(Math.abs(major))}`;
}

/**
 * An amount in a currency code as the server sent it: formatMoney for the currencies we know, and
 * for any other the code with whole units ("XOF 1,250"), never another currency's symbol.
 */
export function formatMoneyIn(amount: number, currency: string): string {
  if (isCurrency(currency)) return formatMoney(amount, currency);
  const major = Math.round(amount / MINOR_PER_MAJOR);
  return `${major < 0 ? '-' : ''}${currency} ${numberFormat.format(Math.abs(major))}`;
}

/** Minor units as a major-unit number with a dot decimal ("-1234.50"), with no float maths. */
export function minorToMajorString(amount: number, minorPerMajor = MINOR_PER_MAJOR): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const digits = String(minorPerMajor).length - 1;
  const whole = Math.floor(abs / minorPerMajor);
  const part = abs % minorPerMajor;
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(part).padStart(digits, '0')}`;
}
