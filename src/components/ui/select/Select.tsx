import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, Field, Label } from '../text-input/field-styles.ts';
import { FieldMessages } from '../text-input/FieldMessages.tsx';

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyle}
  appearance: auto;
  /* A native select sizes itself to its longest option; on a phone it takes the form's width and
     cuts a long label with an ellipsis instead (the OS picker still shows each option in full). */
  min-width: 0;
  max-width: 100%;
  text-overflow: ellipsis;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  /**
   * The choices: a string is shown and submitted as-is (the districts of domain/districts.ts); a
   * pair submits its value and shows its label (a month "2026-11" shown as "November 2026").
   */
  options: readonly (string | SelectOption)[];
  /** First, empty choice shown until one is picked, e.g. 'Select a district'. */
  placeholder?: string;
  hint?: string;
  error?: string;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (best on low-end phones: the OS picker) with label, hint and error. */
export function Select({ label, options, placeholder, hint, error, id, ref, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <StyledSelect
        ref={ref}
        id={selectId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: shown } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {shown}
            </option>
          );
        })}
      </StyledSelect>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </Field>
  );
}
