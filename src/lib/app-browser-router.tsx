import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';

/**
 * Navigation state that shows the new screen in the same task as its address (issue 37): pass it
 * as `navigate(to, { state: SHOW_AT_ONCE })` where the next screen is already loaded (/login →
 * /verify-otp). React Router's BrowserRouter renders every navigation as a transition, which a
 * busy phone may hold back while the address has already changed: the old form stays on screen,
 * still looking usable, under the new address. These navigations are committed at once instead.
 */
export const SHOW_AT_ONCE = { showAtOnce: true } as const;

const showsAtOnce = (state: unknown) => typeof state === 'object' && state !== null && (state as { showAtOnce?: unknown }).showAtOnce === true;

/**
 * BrowserRouter, but a navigation carrying SHOW_AT_ONCE is rendered synchronously (flushSync)
 * when the address changes; every other navigation stays a transition, as before.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<ReturnType<typeof UNSAFE_createBrowserHistory> | null>(null);
  historyRef.current ??= UNSAFE_createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((next) => {
        if (showsAtOnce(next.location.state)) flushSync(() => setState(next));
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
