import styled from 'styled-components';
import { CHECKOUT_METHOD_LABELS, type CheckoutPayment } from '../../../../domain/checkout.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { ReceiptRows } from '../../../components/ui/receipt-rows/ReceiptRows.tsx';

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

/** What the payer keeps at the end of checkout: the receipt's rows and a print button. */
export function Receipt({ payment }: { payment: CheckoutPayment }) {
  return (
    <Card aria-labelledby="receipt-title" data-testid="receipt">
      <h2 id="receipt-title">Receipt</h2>
      <ReceiptRows
        facts={{
          ...payment,
          methodLabel: payment.method === 'bank_transfer' ? payment.providerLabel : CHECKOUT_METHOD_LABELS[payment.method],
          paidAt: payment.statusChangedAt,
        }}
      />
      <Button variant="outline" onClick={() => window.print()}>
        Print receipt
      </Button>
    </Card>
  );
}
