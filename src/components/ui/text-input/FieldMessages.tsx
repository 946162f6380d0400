import type { ReactNode } from 'react';
import { ErrorText, Hint } from './field-styles.ts';

/**
 * The hint and the error under a form control, with the ids `describedBy(id, hint, error)` points
 * at. The error is announced when it appears (role="alert"). Every input in components/ui uses it.
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </>
  );
}
