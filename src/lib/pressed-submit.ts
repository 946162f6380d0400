/**
 * Issue 42: a tap on a form's submit button that the page moved before the finger came up still
 * sends the form.
 *
 * The checkout's app takes the server's form over at the payer's first touch, and adopts what was
 * typed before it ran (src/features/checkout/components/Checkout.tsx): the fee line appears above
 * "Review payment" (a bank's fields, a card's note and a phone field for the other methods) and
 * the button moves down. React hydrates at once when a press lands on the page it has not taken
 * over yet, so on a slow phone that can happen between the press and the release of the one tap.
 * The browser then sends the click to what is under the finger at the release (with a mouse,
 * to what holds both ends: the form), not the button, and the tap does nothing.
 *
 * Here a press that began on a submit button and ends where it began (the pointer did not move
 * off, the page moved) clicks that button, and the click on what is there now is cancelled. A
 * press dragged off the button is the browser's cancel and stays one. React-free: the page's own
 * entry (src/checkout-main.tsx) installs it before the app exists.
 */

/** How far a pointer may travel between press and release and still be a tap (Chromium's touch slop). */
export const TAP_SLOP_PX = 15;

interface Press {
  button: HTMLButtonElement;
  x: number;
  y: number;
}

function submitButtonOf(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  return button && button.type === 'submit' && button.form ? button : null;
}

/** Keeps taps on the submit buttons inside `root`; returns the function that stops it. */
export function keepPressedSubmits(root: Element, doc: Document = root.ownerDocument): () => void {
  let press: Press | null = null;

  function onPointerDown(event: PointerEvent): void {
    const button = event.isPrimary && event.button === 0 ? submitButtonOf(event.target) : null;
    press = button && root.contains(button) ? { button, x: event.clientX, y: event.clientY } : null;
  }
  function onPointerCancel(): void {
    // A scroll or a zoom took the pointer over: no tap.
    press = null;
  }
  function onClick(event: MouseEvent): void {
    const pressed = press;
    press = null;
    if (!pressed || !(event.target instanceof Node) || pressed.button.contains(event.target)) return;
    if (Math.abs(event.clientX - pressed.x) > TAP_SLOP_PX || Math.abs(event.clientY - pressed.y) > TAP_SLOP_PX) return;
    const { button } = pressed;
    if (!button.isConnected || button.disabled || !root.contains(button)) return;
    // What the page moved under the finger was not tapped; the button was. Its click (not a bare
    // submit) takes the same path as any tap: React hydrates first if it has not yet, and a page
    // React has not started on holds the submit (domain/prerender-routes.ts).
    event.preventDefault();
    event.stopPropagation();
    button.click();
  }

  const passive = { capture: true, passive: true } as const;
  doc.addEventListener('pointerdown', onPointerDown, passive);
  doc.addEventListener('pointercancel', onPointerCancel, passive);
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, passive);
    doc.removeEventListener('pointercancel', onPointerCancel, passive);
    doc.removeEventListener('click', onClick, true);
  };
}
