/**
 * The public receipt page's states (issue 17) beside the e2e's success and "not found": a link that
 * is not a receipt link asks nothing of the server; a payment that did not complete says so; a
 * server failure shows SPEC §8's 'Failed to load data' with a retry that works.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '../../../domain/api/receipts.ts';
import { renderRoutes, stubApi } from '../../test/render-routes.tsx';
import { paths } from '../../config/paths.ts';
import { ReceiptRoute } from './receipt.tsx';

const ID = '3f1c2b9a-5d7e-4c1a-9b2f-0e8d7c6b5a41';
const TOKEN = 'Xk3_9aQm2LpZ-r7B';

const RECEIPT: Receipt = {
  merchantName: 'Kissy Road Stores',
  description: 'Rice, 2 bags',
  amount: 2_500_000,
  fee: 37_500,
  total: 2_537_500,
  currency: 'SLE',
  method: 'orange_money',
  methodLabel: 'Orange Money',
  payerNumber: '****3456',
  status: 'completed',
  refunded: 0,
  paidAt: '2026-11-23T14:05:00.000Z',
  reference: 'SPMWTKGDI618133C',
  livemode: true,
};

const open = (href: string) => renderRoutes([{ path: paths.receipt.path, element: <ReceiptRoute /> }], { initialEntry: href });

describe('the receipt page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the receipt with the fee the payer paid, and no test-payment note for live money', async () => {
    stubApi({ [`GET /receipts/${ID}?t=${TOKEN}`]: { body: { data: RECEIPT } } });
    open(paths.receipt.getHref(ID, TOKEN));
    expect(await screen.findByTestId('receipt-total')).toHaveTextContent('Le 25,375');
    expect(screen.getByText('Fee', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('****3456')).toBeInTheDocument();
    expect(screen.queryByText('Test payment: no real money moved.')).toBeNull();
  });

  it('a partly refunded payment says so, and how much was given back (issue 37)', async () => {
    stubApi({ [`GET /receipts/${ID}?t=${TOKEN}`]: { body: { data: { ...RECEIPT, refunded: 500_000 } } } });
    open(paths.receipt.getHref(ID, TOKEN));
    expect(await screen.findByText('Partly refunded')).toBeVisible();
    expect(screen.getByTestId('receipt-refunded')).toHaveTextContent('Kissy Road Stores refunded Le 5,000 of this payment; Le 20,375 stays paid.');
  });

  it('a link without its token, or not a payment id, is "not found" without asking the server', async () => {
    const calls = stubApi({});
    open(`/receipts/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeInTheDocument();
    open(`/receipts/not-an-id?t=${TOKEN}`);
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Receipt not found' })).length).toBe(2);
    expect(calls).toEqual([]);
  });

  it('a payment that did not complete has no receipt, in plain words', async () => {
    stubApi({
      [`GET /receipts/${ID}?t=${TOKEN}`]: { status: 409, body: { error: { code: 'receipt_not_available', message: 'This payment has not been completed, so there is no receipt for it.' } } },
    });
    open(paths.receipt.getHref(ID, TOKEN));
    expect(await screen.findByRole('heading', { level: 1, name: 'No receipt for this payment' })).toBeInTheDocument();
    expect(screen.getByText('This payment has not been completed, so there is no receipt for it.')).toBeInTheDocument();
  });

  it('a server failure says so and Retry reads again', async () => {
    let failing = true;
    stubApi({
      [`GET /receipts/${ID}?t=${TOKEN}`]: () =>
        failing ? { status: 503, body: { error: { code: 'unavailable', message: 'The service is busy.' } } } : { body: { data: RECEIPT } },
    });
    open(paths.receipt.getHref(ID, TOKEN));
    // One quiet retry first (a 5xx may pass), then the failure is shown.
    expect(await screen.findByText('Failed to load data', {}, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('receipt-total')).toHaveTextContent('Le 25,375');
  });
});
