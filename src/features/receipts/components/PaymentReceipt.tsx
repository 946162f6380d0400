import styled from 'styled-components';
import type { Receipt } from '../../../../domain/api/receipts.ts';
import { formatMoney, isCurrency } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button/Button.tsx';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media print {
    box-shadow: none;
    padding: 0;
  }
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Status = styled.p`
  justify-self: center;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.successStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 2fr 3fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const PrintButton = styled(Button)`
  @media print { display: none; }
`;

const paidTime = new Intl.DateTimeFormat('en-SL', { dateStyle: 'medium', timeStyle: 'short' });

/** A completed payment's receipt, as the payer keeps it: on screen, or printed on one page. */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const money = (amount: number) => formatMoney(amount, isCurrency(receipt.currency) ? receipt.currency : 'SLE');
  const feeIncluded = receipt.total === receipt.amount;
  return (
    <Card aria-labelledby="receipt-title" data-testid="public-receipt">
      <Heading>
        <h1 id="receipt-title">Receipt</h1>
        <p>Paid to {receipt.merchantName}</p>
        <Total data-testid="receipt-total">{money(receipt.total)}</Total>
        <Status>Payment completed</Status>
      </Heading>
      <Rows>
        <dt>Paid to</dt>
        <dd>{receipt.merchantName}</dd>
        <dt>For</dt>
        <dd>{receipt.description}</dd>
        <dt>Amount</dt>
        <dd>{money(receipt.amount)}</dd>
        <dt>{feeIncluded ? 'Fee (paid by the merchant)' : 'Fee'}</dt>
        <dd>{money(receipt.fee)}</dd>
        <dt>Total paid</dt>
        <dd>{money(receipt.total)}</dd>
        <dt>Method</dt>
        <dd>{receipt.methodLabel}</dd>
        {receipt.payerNumber ? (
          <>
            <dt>Paid from</dt>
            <dd>{receipt.payerNumber}</dd>
          </>
        ) : null}
        <dt>Date</dt>
        <dd>
          <time dateTime={receipt.paidAt}>{paidTime.format(new Date(receipt.paidAt))}</time>
        </dd>
        <dt>Reference</dt>
        <dd>{receipt.reference}</dd>
      </Rows>
      {receipt.livemode ? null : <Note>Test payment: no real money moved.</Note>}
      <Note>Keep this receipt. Quote the reference to the merchant or to Salone Pay support.</Note>
      <PrintButton variant="outline" onClick={() => window.print()}>
        Print receipt
      </PrintButton>
    </Card>
  );
}
