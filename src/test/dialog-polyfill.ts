/**
 * jsdom has <dialog> but not showModal()/close() nor what a browser does for a modal dialog. This
 * stands in for the platform, only as far as our Modal relies on it (the real behaviour is proven
 * in a browser: e2e/showcase.spec.ts): the `open` attribute, focus to the first control and back to
 * the opener on close, and Escape as a cancelable `cancel` event. (The page behind is not made
 * inert here: user-event's Tab ignores `inert`; the Modal's own wrap keeps Tab inside.)
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const openers = new WeakMap<HTMLDialogElement, Element | null>();
const modals: HTMLDialogElement[] = [];

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    openers.set(this, document.activeElement);
    this.setAttribute('open', '');
    modals.push(this);
    (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    const opener = openers.get(this);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener(
    'keydown',
    (event) => {
      const dialog = modals.at(-1);
      if (!dialog || event.key !== 'Escape') return;
      event.preventDefault();
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    },
    true,
  );
}
