import { act, useRef, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_SUBMIT, PRERENDER_CHOOSER } from '../../domain/prerender-routes.ts';
import { PhoneInput } from '../components/ui/phone-input/PhoneInput.tsx';
import { theme } from '../theme/theme.ts';
import { markAppStarted, useSendHeldSubmit } from './prerender-handoff.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The page's inline script, as every prerendered page runs it before the app (its first two
// parts find no prerendered templates here and do nothing).
new Function(PRERENDER_CHOOSER)();

type TestWindow = Window & { __appStarted?: boolean; [PENDING_SUBMIT]?: EventTarget | null };

/** A prerendered form as /login has one: a phone field, sent by its button. */
function PhoneForm({ sent }: { sent: string[] }) {
  const [digits, setDigits] = useState('');
  const formRef = useRef<HTMLFormElement | null>(null);
  useSendHeldSubmit(formRef);
  return (
    <ThemeProvider theme={theme}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          sent.push(digits);
        }}
      >
        <PhoneInput value={digits} onChange={setDigits} />
        <button type="submit">Send code</button>
      </form>
    </ThemeProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  delete (window as TestWindow).__appStarted;
  (window as TestWindow)[PENDING_SUBMIT] = null;
});

/** The page as it arrives: the form's HTML, before any of the app's code has run. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PhoneForm sent={[]} />);
  document.body.append(container);
  return container;
}

async function startApp(container: HTMLElement, sent: string[]): Promise<void> {
  markAppStarted();
  await act(async () => {
    root = hydrateRoot(container, <PhoneForm sent={sent} />);
  });
  // The held send goes after a task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('a prerendered form before the app has started', () => {
  it('holds a send instead of letting the browser reload the page, and sends it once the app runs, with what was typed', async () => {
    const container = prerendered();
    const form = container.querySelector('form')!;
    const field = container.querySelector('input')!;
    field.value = '76123456';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    const sent: string[] = [];
    await startApp(container, sent);
    // The same field, still showing the number, and the form sent once with it.
    expect(container.querySelector('input')).toBe(field);
    expect(field.value).toBe('76123456');
    expect(sent).toEqual(['76123456']);
  });

  it('keeps digits typed before the app started, so a later send has them', async () => {
    const container = prerendered();
    container.querySelector('input')!.value = '30123456';
    const sent: string[] = [];
    await startApp(container, sent);
    expect(sent).toEqual([]);
    await act(async () => container.querySelector('button')!.click());
    expect(sent).toEqual(['30123456']);
  });

  it('once the app has started, leaves forms to React: nothing is held or sent twice', async () => {
    const container = prerendered();
    const sent: string[] = [];
    await startApp(container, sent);
    container.querySelector('input')!.value = '';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('form')!.dispatchEvent(submit));
    expect((window as TestWindow)[PENDING_SUBMIT]).toBeNull();
    expect(sent).toEqual(['']);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent).toEqual(['']);
  });
});
