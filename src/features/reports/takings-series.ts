/**
 * The takings answer (only days that had takings) as the chart and its table read it: every day
 * of the window, per currency, with each method's gross and net. Integer minor units throughout.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/statuses.ts';
import type { Takings } from '../../../domain/api/reports.ts';

export interface MethodTakings {
  count: number;
  gross: number;
  net: number;
}

export interface DayTakings {
  date: string;
  byMethod: Partial<Record<PaymentMethod, MethodTakings>>;
  count: number;
  gross: number;
  net: number;
}

export interface CurrencySeries {
  currency: string;
  days: DayTakings[];
  count: number;
  gross: number;
  net: number;
  /** The methods that took money in the window, in PAYMENT_METHODS order. */
  methods: PaymentMethod[];
}

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

function isMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** One series per currency that had takings, SLE first. */
export function takingsSeries(takings: Takings): CurrencySeries[] {
  const dates = daysBetween(takings.from, takings.to);
  const currencies = [...new Set(takings.rows.map((row) => row.currency))].sort((a, b) => (a === 'SLE' ? -1 : b === 'SLE' ? 1 : a.localeCompare(b)));
  return currencies.map((currency) => {
    const byDate = new Map<string, DayTakings>(dates.map((date) => [date, { date, byMethod: {}, count: 0, gross: 0, net: 0 }]));
    const methods = new Set<PaymentMethod>();
    for (const row of takings.rows) {
      const day = byDate.get(row.date);
      if (row.currency !== currency || !day || !isMethod(row.method)) continue;
      methods.add(row.method);
      const before = day.byMethod[row.method] ?? { count: 0, gross: 0, net: 0 };
      day.byMethod[row.method] = { count: before.count + row.count, gross: before.gross + row.gross, net: before.net + row.net };
      day.count += row.count;
      day.gross += row.gross;
      day.net += row.net;
    }
    const days = [...byDate.values()];
    return {
      currency,
      days,
      count: days.reduce((sum, day) => sum + day.count, 0),
      gross: days.reduce((sum, day) => sum + day.gross, 0),
      net: days.reduce((sum, day) => sum + day.net, 0),
      methods: PAYMENT_METHODS.filter((method) => methods.has(method)),
    };
  });
}
