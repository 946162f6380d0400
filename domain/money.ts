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
// codes get fixed prefixes and their number is grouped here (groupThousands).
const FIXED_PREFIX: Partial<Record<Currency, string>> = { SLE: 'Le', SLL: 'SLL' };

/**
 * A whole number as en-SL writes it: 1234567 → "1,234,567". By hand rather than with
 * Intl.NumberFormat (a test pins it to that formatter's output): the first Intl formatter a page
 * makes starts ICU, which took 25-35 ms of main thread on this project's machines and four times
 * that on the slow phone Lighthouse models, during the dashboard's and the checkout's start
 * (issue 15, total blocking time). Only USD, EUR and GBP, for their symbols, still use Intl.
 */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return whole < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}

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
  return `${sign}${prefix} ${groupThousands(Math.abs(major))}`;
}

/**
 * An amount in a currency code as the server sent it: formatMoney for the currencies we know, and
 * for any other the code with whole units ("XOF 1,250"), never another currency's symbol.
 */
export function formatMoneyIn(amount: number, currency: string): string {
  if (isCurrency(currency)) return formatMoney(amount, currency);
  const major = Math.round(amount / MINOR_PER_MAJOR);
  return `${major < 0 ? '-' : ''}${currency} ${groupThousands(Math.abs(major))}`;
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
