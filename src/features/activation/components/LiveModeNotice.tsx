import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { useActivation } from '../api/activation.ts';

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Beside the Test mode switch (issue 34): why live mode is not open yet and where to go. Says
 * nothing once the merchant is approved and not frozen.
 */
export function LiveModeNotice() {
  const activation = useActivation();
  const view = activation.data;
  if (!view) return null;
  if (view.frozen) {
    return (
      <Note data-testid="live-mode-notice">
        Live payments are paused: your account is frozen ({view.frozenReason}). <Link to={paths.activation.getHref()}>See why</Link>
      </Note>
    );
  }
  if (view.status === 'approved') return null;
  return (
    <Note data-testid="live-mode-notice">
      {view.status === 'submitted' ? 'Live payments open once your activation is approved. ' : 'To take real money, activate your account. '}
      <Link to={paths.activation.getHref()}>{view.status === 'submitted' ? 'See activation' : 'Activate your account'}</Link>
    </Note>
  );
}
