import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, Field, Label } from './field-styles.ts';
import { FieldMessages } from './FieldMessages.tsx';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
`;

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label, tied to the input. */
  label: string;
  /** Help text under the field, read with it (aria-describedby). */
  hint?: string;
  /** Error under the field; marks it aria-invalid and is announced when it appears. */
  error?: string;
  /** Defaults to a generated id. */
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** An accessible text input: label, optional hint and error, all wired for screen readers. */
export function TextInput({ label, hint, error, id, ref, ...rest }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </Field>
  );
}
