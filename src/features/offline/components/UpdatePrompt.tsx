import { useSyncExternalStore } from 'react';
import { isReloadHeld, subscribeReloadHold } from '../../../lib/reload-guard.ts';
import { applyUpdate, getUpdateState, subscribeUpdateState } from '../sw-registration.ts';
import { Strip, StripButton, StripText } from './bar-styles.ts';

/**
 * "A new version is available" with Reload. The reload never interrupts a payment form or a send
 * in progress: it waits for them (lib/reload-guard.ts) and says so.
 */
export default function UpdatePrompt() {
  const state = useSyncExternalStore(subscribeUpdateState, getUpdateState, () => 'none' as const);
  const held = useSyncExternalStore(subscribeReloadHold, isReloadHeld, () => false);
  if (state === 'none') return null;
  const waiting = state === 'waiting-for-idle';
  return (
    <Strip $tone="info" role="alert">
      <StripText>
        {waiting ? 'A new version is available. It will load when your payment or send finishes.' : 'A new version is available'}
      </StripText>
      <StripButton type="button" disabled={state !== 'available'} onClick={() => void applyUpdate(isReloadHeld)}>
        {state === 'applying' ? 'Reloading…' : held && !waiting ? 'Reload when done' : 'Reload'}
      </StripButton>
    </Strip>
  );
}
