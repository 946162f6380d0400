import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_BADGE_VALUES } from '../../../../domain/statuses.ts';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { StatusBadge, formatCount } from './Badge.tsx';

describe('badges', () => {
  it('labels every SPEC status value', () => {
    renderWithTheme(
      <>
        {STATUS_BADGE_VALUES.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </>,
    );
    for (const label of ['Pending', 'Processing', 'Completed', 'Failed', 'Cancelled', 'Active', 'Inactive']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it("shows any status from data with SPEC's label, never the raw value (a payout's 'pending')", () => {
    renderWithTheme(
      <>
        <StatusBadge status="pending" />
        <StatusBadge status="pending_confirmation" />
      </>,
    );
    expect(screen.getAllByText('Pending')).toHaveLength(2);
    expect(screen.queryByText('pending')).toBeNull();
    expect(screen.queryByText('pending_confirmation')).toBeNull();
  });

  it.each([
    [0, '0'],
    [3, '3'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
    [-1, '0'],
  ])('count %i reads %j', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});
