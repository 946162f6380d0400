/**
 * Keys typed for the next screen before it shows (issue 37): after "Send code" a person may start
 * typing the code while the code screen is still on its way. Between startTypeahead() and
 * takeTypeahead() digits typed anywhere are kept (and kept out of the old screen's fields), and
 * the next screen's field starts with them.
 */
let buffer = '';
let stop: (() => void) | undefined;

export function startTypeahead(maxLength: number): void {
  stop?.();
  buffer = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) buffer = (buffer + event.key).slice(0, maxLength);
    else if (event.key === 'Backspace') buffer = buffer.slice(0, -1);
    else return;
    event.preventDefault();
  };
  document.addEventListener('keydown', onKey, true);
  stop = () => document.removeEventListener('keydown', onKey, true);
}

/** Ends the capture and returns what was typed (empty when nothing was, or no capture ran). */
export function takeTypeahead(): string {
  stop?.();
  stop = undefined;
  const typed = buffer;
  buffer = '';
  return typed;
}
