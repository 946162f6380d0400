import { describe, expect, it } from 'vitest';
import {
  activityFiltersToQuery,
  matchesActivityFilters,
  parseActivityFilters,
  searchTerms,
  totalActivity,
  type ActivityEntry,
} from './activity-filters.ts';
import { minorToMajorString } from './money.ts';

const parse = (query: string) => {
  const params = new Map(query.split('&').map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]));
  return parseActivityFilters((key) => params.get(key));
};

const entry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  type: 'received',
  amount: 500_000,
  currency: 'SLE',
  status: 'completed',
  merchant: null,
  recipient: '+232 77 444 555',
  paymentMethod: 'orange_money',
  provider: 'Orange Money',
  timestamp: '2026-03-02T10:00:00.000Z',
  description: 'Order',
  transactionId: 'TXN0A1B2C3D0000',
  reference: 'SPABC123',
  gross: 500_000,
  fee: 7_500,
  net: 492_500,
  ...over,
});

describe('activity filters', () => {
  it('reads what it writes, in one order, and leaves out what is not set', () => {
    const { filters, problems } = parse('q=%20Kissy%20&max=900&status=failed,completed&from=2026-03-01&type=refund&min=100&method=cash&to=2026-03-02');
    expect(problems).toEqual([]);
    expect(activityFiltersToQuery(filters)).toBe('from=2026-03-01&to=2026-03-02&type=refund&status=failed%2Ccompleted&method=cash&min=100&max=900&q=Kissy');
    expect(activityFiltersToQuery(parse('status=&q=').filters)).toBe('');
  });

  it('names each bad value', () => {
    expect(parse('from=2026-02-30&type=gift&min=1.5&status=lost&method=cheque').problems.map((problem) => problem.field)).toEqual(['from', 'type', 'status', 'method', 'min']);
    expect(parse('from=2026-03-05&to=2026-03-01').problems).toEqual([{ field: 'to', message: 'to must not be before from' }]);
    expect(parse('min=9&max=1').problems.map((problem) => problem.field)).toEqual(['max']);
  });

  it('reads phone numbers as people write them', () => {
    expect(searchTerms('+232 77 444 555').digits).toBe('77444555');
    expect(searchTerms('077444555').digits).toBe('77444555');
    expect(searchTerms('444-555').digits).toBe('444555');
    expect(searchTerms('Kissy').digits).toBeNull();
  });

  it('filters the phone\'s copy by day (UTC, both ends included), amount, status and search', () => {
    expect(matchesActivityFilters(entry(), parse('from=2026-03-02&to=2026-03-02').filters)).toBe(true);
    expect(matchesActivityFilters(entry({ timestamp: '2026-03-02T23:59:59.999Z' }), parse('to=2026-03-02').filters)).toBe(true);
    expect(matchesActivityFilters(entry({ timestamp: '2026-03-03T00:00:00.000Z' }), parse('to=2026-03-02').filters)).toBe(false);
    expect(matchesActivityFilters(entry(), parse('min=500000&max=500000').filters)).toBe(true);
    expect(matchesActivityFilters(entry(), parse('min=500001').filters)).toBe(false);
    expect(matchesActivityFilters(entry(), parse('status=failed').filters)).toBe(false);
    expect(matchesActivityFilters(entry(), parse('q=077444555').filters)).toBe(true);
    expect(matchesActivityFilters(entry(), parse('q=spabc').filters)).toBe(true);
    expect(matchesActivityFilters(entry(), parse('q=nobody').filters)).toBe(false);
  });

  it('totals per currency, and writes minor units as major with a dot and no float error', () => {
    expect(totalActivity([entry(), entry({ gross: -100, fee: 0, net: -100 }), entry({ currency: 'USD' })])).toEqual([
      { currency: 'SLE', count: 2, gross: 499_900, fee: 7_500, net: 492_400 },
      { currency: 'USD', count: 1, gross: 500_000, fee: 7_500, net: 492_500 },
    ]);
    // A failed attempt is counted, but charged nothing: its money is not in the sums.
    expect(totalActivity([entry(), entry({ status: 'failed' })])).toEqual([{ currency: 'SLE', count: 2, gross: 500_000, fee: 7_500, net: 492_500 }]);
    expect([minorToMajorString(0), minorToMajorString(5), minorToMajorString(-1_050), minorToMajorString(123_456_789_012_345)]).toEqual(['0.00', '0.05', '-10.50', '1234567890123.45']);
  });
});
