import { useState, useSyncExternalStore } from 'react';
import { canInstall, promptInstall, subscribeInstall } from '../install-prompt.ts';
import { Strip, StripButton, StripText } from './bar-styles.ts';

/** Offered only where the browser fired `beforeinstallprompt`; "Not now" hides it for this visit. */
export default function InstallButton() {
  const installable = useSyncExternalStore(subscribeInstall, canInstall, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!installable || dismissed) return null;
  return (
    <Strip $tone="neutral">
      <StripText>Install Salone Pay on your phone: it opens fast, even without a network.</StripText>
      <StripButton type="button" onClick={() => void promptInstall()}>
        Install app
      </StripButton>
      <StripButton type="button" $variant="plain" onClick={() => setDismissed(true)}>
        Not now
      </StripButton>
    </Strip>
  );
}
