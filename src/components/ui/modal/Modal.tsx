import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from '../icon-button/IconButton.tsx';
import { Icon } from '../icon/Icon.tsx';

const appear = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

/*
 * The native <dialog>, opened with showModal(): the browser puts it in the top layer, makes the
 * page behind it inert (Tab, clicks and screen readers stay inside), closes it on Escape (the
 * `cancel` event) and gives focus back to whatever opened it when it closes.
 */
const Dialog = styled.dialog`
  width: min(440px, calc(100% - 32px));
  max-height: calc(100vh - 32px);
  padding: 0;
  border: none;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[open] { animation: ${appear} ${({ theme }) => theme.durations.normal}ms ease-out; }
  &:focus { outline: none; }
  &::backdrop { background: ${({ theme }) => theme.colors.overlay}; }
  /* Phones: centred, not a bottom sheet, so floating buttons at the screen's foot never cover its actions. */
  ${({ theme }) => theme.media.mobile} {
    width: calc(100% - 24px);
  }
`;

/** Fills the dialog, so a press that reaches the <dialog> element itself was on the backdrop. */
const Content = styled.div`
  min-height: 100%;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[2]} ${theme.space[5]}`};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Close = styled(IconButton)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
`;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Label of the × button. */
  closeLabel?: string;
}

/**
 * A modal dialog (SPEC §9): Escape closes it, the page behind is inert, and focus returns to
 * whatever opened it, all from the platform (<dialog> + showModal()); Tab wraps inside (wrapTab).
 * Clicking the dim backdrop closes it too.
 */
const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one thing the platform leaves to us: past the dialog's last control the browser moves Tab
 * to its own toolbar (the page behind stays inert); the dialog keeps it, wrapping at both ends.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const controls = dialog.querySelectorAll<HTMLElement>(CONTROLS);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  }
}

export function Modal({ open, onClose, title, children, closeLabel = 'Close dialog' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    // The browser focuses the first control inside (the primary action comes last, so a stray
    // Enter cannot pay) and remembers the opener; close() gives focus back to it.
    dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      dialog.close();
    };
  }, [open]);

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the parent decides (it closes by setting open to false).
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={wrapTab}
      onMouseDown={(event) => {
        // A press on the ::backdrop lands on the <dialog> itself, outside its content. Its default
        // (moving focus to the page) is stopped, so focus goes back to the opener.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      {open ? (
        <Content>
          <Header>
            <Title id={titleId}>{title}</Title>
            <Close type="button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              <Icon name="close" />
            </Close>
          </Header>
          <Body>{children}</Body>
        </Content>
      ) : null}
    </Dialog>
  );
}
