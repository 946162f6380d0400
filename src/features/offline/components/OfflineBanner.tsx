import { useOnline } from '../../../lib/online.ts';
import { Strip, StripText } from './bar-styles.ts';

export const OFFLINE_TEXT = 'You’re offline — changes will be sent when you reconnect';

/** Shown whenever the browser is offline; the live region announces it to screen readers. */
export default function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <Strip $tone="warning">
          <StripText>{OFFLINE_TEXT}</StripText>
        </Strip>
      )}
    </div>
  );
}
