import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculateFee, feeRulesWith } from '../../../domain/fees.ts';
import { formatMoney } from '../../../domain/money.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { EXAMPLE_AMOUNT, FeesPage } from './FeesPage.tsx';

function row(method: string) {
  return within(screen.getByTestId(`fee-${method}`));
}

describe('/fees', () => {
  it('shows what the fee rules charge on Le 50,000 (SPEC §9 defaults)', () => {
    renderRoutes([{ path: '/', element: <FeesPage /> }]);
    expect(row('card').getByText('2.5 % + Le 500')).toBeVisible();
    expect(row('card').getByText('Le 1,750')).toBeVisible();
    expect(row('card').getByText('Le 48,250')).toBeVisible();
    expect(row('orange_money').getByText('1.5 %')).toBeVisible();
    expect(row('orange_money').getByText('Le 750')).toBeVisible();
    expect(row('bank_transfer').getByText('Le 500')).toBeVisible();
    expect(row('cash').getByText('No fee')).toBeVisible();
    expect(screen.getByText('To a mobile money account: usually within 2-4 hours.')).toBeVisible();
  });

  it('moves with a configured fee: the page and calculateFee agree', () => {
    const rules = feeRulesWith({ card: { basisPoints: 300, fixed: { SLE: 1_000_00 } }, orange_money: { basisPoints: 125 } });
    renderRoutes([{ path: '/', element: <FeesPage rules={rules} /> }]);
    const card = calculateFee({ amount: EXAMPLE_AMOUNT, currency: 'SLE', method: 'card', rules });
    const orange = calculateFee({ amount: EXAMPLE_AMOUNT, currency: 'SLE', method: 'orange_money', rules });
    expect(card.fee).toBe(2_500_00);
    expect(row('card').getByText('3 % + Le 1,000')).toBeVisible();
    expect(row('card').getByText(formatMoney(card.fee, 'SLE'))).toBeVisible();
    expect(row('card').getByText(formatMoney(card.net, 'SLE'))).toBeVisible();
    expect(row('orange_money').getByText('1.25 %')).toBeVisible();
    expect(row('orange_money').getByText(formatMoney(orange.fee, 'SLE'))).toBeVisible();
  });
});
