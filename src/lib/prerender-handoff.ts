import { useCallback, useEffect, useLayoutEffect, useRef, type Ref, type RefCallback, type RefObject } from 'react';
import { APP_STARTED, PENDING_SUBMIT } from '../../domain/prerender-routes.ts';

/**
 * The hand-off from a prerendered page to the app (issue 15). The page is on screen, and can be
 * typed into and tapped, before the app's code has arrived: on 2G that can be seconds.
 *
 * - A form sent in that time is held by the page's inline script (domain/prerender-routes.ts)
 *   instead of being sent by the browser, which would reload the page and lose what was typed;
 *   the form that owns it sends it again once it runs (`useSendHeldSubmit`).
 * - A field typed into before React took it over shows text React's state does not have
 *   (hydration keeps the DOM's value); the field adopts it (`useAdoptTypedValue`).
 */

type HandoffWindow = Window & { [APP_STARTED]?: boolean; [PENDING_SUBMIT]?: EventTarget | null };

/** From here on React answers forms: called as the app starts, before it renders or hydrates. */
export function markAppStarted(): void {
  (window as HandoffWindow)[APP_STARTED] = true;
}

/** The form sent before the app started, once, if it is `form`. */
function takeHeldSubmit(form: HTMLFormElement): boolean {
  const handoff = window as HandoffWindow;
  if (handoff[PENDING_SUBMIT] !== form) return false;
  handoff[PENDING_SUBMIT] = null;
  return true;
}

/**
 * Sends the form again if the person sent it before the app started. After a task, so every
 * field's adopted value (below) has been rendered into the form's handler first.
 */
export function useSendHeldSubmit(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const form = formRef.current;
      if (form?.isConnected && takeHeldSubmit(form)) form.requestSubmit();
    }, 0);
    return () => clearTimeout(timer);
  }, [formRef]);
}

/**
 * A field whose DOM value differs from `value` when it first mounts was typed into before React
 * took it over: `adopt` is called with that text, before the browser paints again. Returns the
 * ref to put on the field; `ref`, the field's own ref from its parent, is set too.
 */
export function useAdoptTypedValue(
  value: string,
  adopt: (typed: string) => void,
  ref?: Ref<HTMLInputElement>,
): RefCallback<HTMLInputElement> {
  const field = useRef<HTMLInputElement | null>(null);
  const first = useRef({ value, adopt });
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.adopt(typed);
  }, []);
  return useCallback(
    (node: HTMLInputElement | null) => {
      field.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return () => {
        if (ref) ref.current = null;
      };
    },
    [ref],
  );
}
