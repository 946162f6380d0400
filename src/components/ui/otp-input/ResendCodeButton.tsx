import styled from 'styled-components';
import { Button } from '../button/Button.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ResendCodeButtonProps {
  /** From useResendTimer(): seconds until resend is allowed. */
  secondsLeft: number;
  /** True while a resend request is in flight. */
  sending?: boolean;
  onResend: () => void;
}

/** "Didn't get a code?" with a Resend button that stays disabled while the timer runs. */
export function ResendCodeButton({ secondsLeft, sending = false, onResend }: ResendCodeButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <Row>
      <span>Didn&apos;t get a code?</span>
      <Button variant="ghost" onClick={onResend} disabled={waiting} loading={sending}>
        {waiting ? `Resend code in ${secondsLeft}s` : 'Resend code'}
      </Button>
    </Row>
  );
}
