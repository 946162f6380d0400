import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepPressedSubmits, TAP_SLOP_PX } from './pressed-submit.ts';

/** The checkout's form as the server sends it: a fee line (once known) above "Review payment". */
function page(): { root: HTMLElement; form: HTMLFormElement; button: HTMLButtonElement; feeLine: HTMLElement; sent: (HTMLElement | null)[] } {
  const root = document.createElement('div');
  root.innerHTML = '<form><input name="amount"><p>Fee Le 180</p><button type="submit">Review payment</button><button type="button">Help</button></form>';
  document.body.append(root);
  const form = root.querySelector('form')!;
  const sent: (HTMLElement | null)[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(event.submitter);
  });
  return { root, form, button: root.querySelector('button[type=submit]')!, feeLine: root.querySelector('p')!, sent };
}

function press(target: Element, x: number, y: number, init: PointerEventInit = {}): void {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true, button: 0, clientX: x, clientY: y, ...init }));
}

/** The click the browser sends at the release: to `target`, what is under the finger now (or holds both ends). */
function releaseOn(target: Element, x: number, y: number): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y });
  target.dispatchEvent(click);
  return click;
}

let stop: () => void = () => undefined;
let view: ReturnType<typeof page>;
beforeEach(() => {
  view = page();
  stop = keepPressedSubmits(view.root);
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('a tap on a submit button the page moved before the release', () => {
  it('sends the form once, with that button, and cancels the click on what is under the finger now', () => {
    press(view.button, 180, 455);
    const click = releaseOn(view.feeLine, 180, 455);
    expect(view.sent).toEqual([view.button]);
    expect(click.defaultPrevented).toBe(true);
    // The form as the mouse's common ancestor of both ends: the same.
    press(view.button, 180, 455);
    releaseOn(view.form, 181, 454);
    expect(view.sent).toEqual([view.button, view.button]);
  });

  it('leaves a tap that stayed on the button to the browser: one send, not two', () => {
    press(view.button, 180, 455);
    const click = releaseOn(view.button, 180, 455);
    expect(view.sent).toEqual([view.button]);
    expect(click.defaultPrevented).toBe(false);
  });

  it('keeps a press dragged off the button a cancel', () => {
    press(view.button, 180, 455);
    releaseOn(view.form, 180, 455 + TAP_SLOP_PX + 1);
    expect(view.sent).toEqual([]);
  });

  it('ignores a press taken over by a scroll, a press elsewhere, another button, and a later click', () => {
    press(view.button, 180, 455);
    document.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true }));
    releaseOn(view.feeLine, 180, 455);
    press(view.feeLine, 180, 455);
    releaseOn(view.form, 180, 455);
    press(view.root.querySelector('button[type=button]')!, 180, 455);
    releaseOn(view.form, 180, 455);
    press(view.button, 180, 455);
    releaseOn(view.feeLine, 180, 455);
    // The press is used up by its click.
    releaseOn(view.feeLine, 180, 455);
    expect(view.sent).toEqual([view.button]);
  });

  it('ignores a secondary button, a second finger, a disabled button and forms outside its root', () => {
    press(view.button, 180, 455, { button: 2 });
    releaseOn(view.feeLine, 180, 455);
    press(view.button, 180, 455, { isPrimary: false });
    releaseOn(view.feeLine, 180, 455);
    view.button.disabled = true;
    press(view.button, 180, 455);
    releaseOn(view.feeLine, 180, 455);
    view.button.disabled = false;
    const outside = page();
    press(outside.button, 180, 455);
    releaseOn(outside.feeLine, 180, 455);
    expect([...view.sent, ...outside.sent]).toEqual([]);
  });
});
