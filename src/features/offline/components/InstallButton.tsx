import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { canInstall, promptInstall, subscribeInstall } from '../install-prompt.ts';
import { Strip, StripButton, StripText } from './bar-styles.ts';

/**
 * Floats above the page's bottom edge instead of joining the top strips:
 * the browser offers installation whenever it likes, and pushing the page down then would be a
 * layout shift under the user's finger.
 */
const Floating = styled(Strip)`
  position: fixed;
  left: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/** Offered only where the browser fired `beforeinstallprompt`; "Not now" hides it for this visit. */
export default function InstallButton() {
  const installable = useSyncExternalStore(subscribeInstall, canInstall, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!installable || dismissed) return null;
  return (
    <Floating $tone="neutral" role="region" aria-label="Install Salone Pay">
      <StripText>Install Salone Pay on your phone: it opens fast, even without a network.</StripText>
      <StripButton type="button" onClick={() => void promptInstall()}>
        Install app
      </StripButton>
      <StripButton type="button" $variant="plain" onClick={() => setDismissed(true)}>
        Not now
      </StripButton>
    </Floating>
  );
}
