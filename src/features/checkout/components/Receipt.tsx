import styled from 'styled-components';
import { CHECKOUT_METHOD_LABELS, type CheckoutPayment } from '../../../../domain/checkout.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button/Button.tsx';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  @media print { border: 0; button { display: none; } }
`;

const Rows = styled.dl`
  display: grid;
  /* Labels may wrap ("Fee (paid by the merchant)"); values keep the wider share. */
  grid-template-columns: 2fr 3fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

const receiptTime = new Intl.DateTimeFormat('en-SL', { dateStyle: 'medium', timeStyle: 'short' });

/** What the payer keeps: who was paid, for what, how much with the fee, how, and the reference. */
export function Receipt({ payment }: { payment: CheckoutPayment }) {
  const feeIncluded = payment.total === payment.amount;
  return (
    <Card aria-labelledby="receipt-title" data-testid="receipt">
      <h2 id="receipt-title">Receipt</h2>
      <Rows>
        <dt>Paid to</dt>
        <dd>{payment.merchantName}</dd>
        <dt>For</dt>
        <dd>{payment.description}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(payment.amount, payment.currency)}</dd>
        <dt>{feeIncluded ? 'Fee (paid by the merchant)' : 'Fee'}</dt>
        <dd>{formatMoney(payment.fee, payment.currency)}</dd>
        <dt>Total paid</dt>
        <dd>{formatMoney(payment.total, payment.currency)}</dd>
        <dt>Method</dt>
        <dd>{payment.method === 'bank_transfer' ? payment.providerLabel : CHECKOUT_METHOD_LABELS[payment.method]}</dd>
        <dt>Reference</dt>
        <dd>{payment.reference}</dd>
        <dt>Date</dt>
        <dd>{receiptTime.format(new Date(payment.statusChangedAt))}</dd>
      </Rows>
      <Button variant="outline" onClick={() => window.print()}>
        Print receipt
      </Button>
    </Card>
  );
}
