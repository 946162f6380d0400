import { useState, type ReactNode } from 'react';
import { env } from '../../../config/env.ts';
import { gateTurnedOff, isUngatedPath } from '../../../../domain/preview-gate.ts';
import { decidePreviewAccess } from '../preview-access.ts';
import { ComingSoonPage } from './ComingSoonPage.tsx';
import { ExitPreviewButton } from './ExitPreviewButton.tsx';

function readDecisionOnce(): boolean {
  const decision = decidePreviewAccess(window.location.href, localStorage, env.previewSecret);
  if (decision.cleanedUrl !== undefined) window.history.replaceState(window.history.state, '', decision.cleanedUrl);
  // Issue 33: a customer's page (checkout, resume, receipt) and a gate turned off need no flag.
  return decision.granted || isUngatedPath(window.location.pathname) || gateTurnedOff(document.cookie);
}

/** Without preview access every URL shows the coming-soon page; with it, the app and Exit Preview. */
export function PreviewGate({ children, granted: given }: { children: ReactNode; granted?: boolean | undefined }) {
  // `given` only when prerendering at build time (no window); the browser always decides itself.
  const [granted] = useState(() => given ?? readDecisionOnce());
  if (!granted) return <ComingSoonPage />;
  return (
    <>
      {children}
      <ExitPreviewButton />
    </>
  );
}
