import { describe, expect, it } from 'vitest';
import { takingsSeries } from './takings-series.ts';

describe('takingsSeries', () => {
  it('fills every day of the window, sums each method and the day, and keeps currencies apart (SLE first)', () => {
    const [sle, usd, ...rest] = takingsSeries({
      from: '2026-10-30',
      to: '2026-11-01',
      rows: [
        { date: '2026-10-30', currency: 'USD', method: 'card', count: 1, gross: 5_000, net: 4_375 },
        { date: '2026-10-31', currency: 'SLE', method: 'cash', count: 2, gross: 70_000, net: 70_000 },
        { date: '2026-10-31', currency: 'SLE', method: 'orange_money', count: 1, gross: 1_000_000, net: 985_000 },
      ],
    });
    expect(rest).toEqual([]);
    expect(sle?.currency).toBe('SLE');
    expect(sle?.days.map((day) => [day.date, day.count, day.gross, day.net])).toEqual([
      ['2026-10-30', 0, 0, 0],
      ['2026-10-31', 3, 1_070_000, 1_055_000],
      ['2026-11-01', 0, 0, 0],
    ]);
    expect(sle?.methods).toEqual(['orange_money', 'cash']);
    expect([sle?.count, sle?.gross, sle?.net]).toEqual([3, 1_070_000, 1_055_000]);
    expect(usd?.days[0]?.byMethod.card).toEqual({ count: 1, gross: 5_000, net: 4_375 });
  });

  it('has no series when nothing was taken', () => {
    expect(takingsSeries({ from: '2026-10-03', to: '2026-11-01', rows: [] })).toEqual([]);
  });
});
