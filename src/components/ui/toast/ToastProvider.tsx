import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Toast } from './Toast.tsx';
import { toast as appToast, type ToastPosition } from './toast-store.ts';
import { useToasts } from './use-toast.ts';

/**
 * Top toasts start below the app shell's header (64 px, ShellHeader), so a toast never covers the
 * menu, notifications, settings or profile controls it may be telling the person about.
 */
const HEADER_CLEARANCE = '64px';

const POSITIONS: ToastPosition[] = ['top-right', 'top-left', 'top-center', 'bottom-right', 'bottom-left', 'bottom-center'];

function placement(position: ToastPosition) {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right' | 'center'];
  return css`
    ${vertical === 'top' ? css`top: calc(${HEADER_CLEARANCE} + ${({ theme }) => theme.space[4]});` : css`bottom: ${({ theme }) => theme.space[4]};`}
    ${horizontal === 'center'
      ? css`left: 50%; transform: translateX(-50%);`
      : css`${horizontal}: ${({ theme }) => theme.space[4]};`}
    // Newest nearest the edge it comes from.
    flex-direction: ${vertical === 'top' ? 'column-reverse' : 'column'};
    /* Phones: every position spans the width, so a toast never overflows a 360 px screen. */
    ${({ theme }) => theme.media.mobile} {
      left: ${({ theme }) => theme.space[2]};
      right: ${({ theme }) => theme.space[2]};
      ${vertical === 'top' ? css`top: calc(${HEADER_CLEARANCE} + ${({ theme }) => theme.space[2]});` : css`bottom: ${({ theme }) => theme.space[2]};`}
      width: auto;
      transform: none;
    }
  `;
}

const Stack = styled.ol<{ $position: ToastPosition }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  width: min(380px, calc(100vw - 32px));
  margin: 0;
  padding: 0;
  list-style: none;
  /* The empty strip between toasts must not block taps on the page under it. */
  pointer-events: none;
  ${({ $position }) => placement($position)}
`;

/** Renders the app's toasts in their corners. Mount once, near the root (ToastProvider does). */
export function ToastViewport() {
  const toasts = useToasts();
  return (
    <section aria-label="Notifications">
      {POSITIONS.map((position) => {
        const here = toasts.filter((t) => t.position === position);
        return here.length === 0 ? null : (
          <Stack key={position} $position={position} data-position={position}>
            {here.map((t) => (
              <li key={t.id}>
                <Toast toast={t} api={appToast} />
              </li>
            ))}
          </Stack>
        );
      })}
    </section>
  );
}

/** Puts the toast viewport next to the app; raise toasts anywhere with `useToast()` or `toast`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastViewport />
    </>
  );
}
