import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submit that found errors, focus moves to the first field marked aria-invalid (WCAG
 * 3.3.1: the person lands on what to fix, and a screen reader reads its error), instead of
 * staying on the submit button. `focusFirstError()` asks for it; the move happens after React
 * has rendered the errors.
 */
export function useFocusFirstError<T extends HTMLElement>(): { ref: React.RefObject<T | null>; focusFirstError: () => void } {
  const ref = useRef<T | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstError = useCallback(() => setRequest((count) => count + 1), []);
  return { ref, focusFirstError };
}
