import styled from 'styled-components';
import { formatMoney } from '../../../../../domain/money.ts';
import { Badge } from '../../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../../components/ui/button/Button.tsx';
import { DEMO_AMOUNT } from '../../sample-data.ts';
import { useDemoPayment } from '../../use-demo-payment.ts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 28px;
`;

const TEXT = {
  idle: { tone: 'neutral', label: 'Idle', message: 'Ready to pay.' },
  processing: { tone: 'info', label: 'Processing', message: 'Processing payment…' },
  success: { tone: 'success', label: 'Success', message: 'Payment Successful!' },
  error: { tone: 'error', label: 'Error', message: 'Payment Failed' },
} as const;

export function DemoPayment() {
  const { state, pay } = useDemoPayment();
  const text = TEXT[state];
  return (
    <Box>
      <Status role="status" data-testid="demo-payment-state" data-state={state}>
        <Badge tone={text.tone} dot>
          {text.label}
        </Badge>
        {text.message}
      </Status>
      <Button variant="orange-money" onClick={pay} loading={state === 'processing'} disabled={state !== 'idle'} fullWidth>
        Pay {formatMoney(DEMO_AMOUNT, 'SLE')}
      </Button>
    </Box>
  );
}
