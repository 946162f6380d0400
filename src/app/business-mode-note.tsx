import styled from 'styled-components';
import { useBusinessMode } from './use-business-mode.ts';

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Issue 35: in place of the Test mode switch for a role that may not switch mode (a seller, a
 * viewer): while the business is not live, says that what is made here is a test. Nothing once live.
 */
export function BusinessModeNote() {
  const { fixed, test } = useBusinessMode();
  if (!fixed || !test) return null;
  return <Note data-testid="business-mode-note">Test mode: the business does not take live payments yet, so payments here are tests, not real money.</Note>;
}
