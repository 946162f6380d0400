import styled from 'styled-components';
import type { Receipt } from '../../../../domain/api/receipts.ts';
import { formatMoneyIn } from '../../../../domain/money.ts';
import { Badge, StatusBadge } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Card } from '../../../components/ui/layout/Layout.tsx';
import { ReceiptRows } from '../../../components/ui/receipt-rows/ReceiptRows.tsx';

const ReceiptCard = styled(Card).attrs({ as: 'article', $gap: 4, $roomy: true })`
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
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-self: center;
`;

const Rows = styled(ReceiptRows)`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px dashed ${({ theme }) => theme.colors.borderStrong};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const PrintButton = styled(Button)`
  @media print { display: none; }
`;

/** A completed payment's receipt, as the payer keeps it: on screen, or printed on one page. */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  return (
    <ReceiptCard aria-labelledby="receipt-title" data-testid="public-receipt">
      <Heading>
        <h1 id="receipt-title">Receipt</h1>
        <p>Paid to {receipt.merchantName}</p>
        <Total data-testid="receipt-total">{formatMoneyIn(receipt.total, receipt.currency)}</Total>
        <Status>
          <StatusBadge status="completed" />
          {receipt.refunded > 0 ? (
            <Badge tone="info" dot>
              {receipt.refunded >= receipt.total ? 'Refunded' : 'Partly refunded'}
            </Badge>
          ) : null}
        </Status>
        {receipt.refunded > 0 ? (
          <Note data-testid="receipt-refunded">
            {receipt.merchantName} refunded {formatMoneyIn(receipt.refunded, receipt.currency)} of this payment
            {receipt.refunded >= receipt.total ? '.' : `; ${formatMoneyIn(receipt.total - receipt.refunded, receipt.currency)} stays paid.`}
          </Note>
        ) : null}
      </Heading>
      <Rows facts={receipt} />
      {receipt.livemode ? null : <Note>Test payment: no real money moved.</Note>}
      <Note>Keep this receipt. Quote the reference to the merchant or to Salone Pay support.</Note>
      <PrintButton variant="outline" onClick={() => window.print()}>
        Print receipt
      </PrintButton>
    </ReceiptCard>
  );
}
