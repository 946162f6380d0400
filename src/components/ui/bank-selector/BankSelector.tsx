import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { DEFAULT_BANKS, findBank, type Bank } from '../../../../domain/banks.ts';
import { controlStyle, describedBy, Field, Label } from '../text-input/field-styles.ts';
import { FieldMessages } from '../text-input/FieldMessages.tsx';

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyle}
  appearance: auto;
`;

export interface BankSelectorProps {
  /** The chosen bank's code ('' for none). */
  value: string;
  onChange: (code: string) => void;
  banks?: readonly Bank[];
  label?: string;
  error?: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select of banks (the phone's own picker is the lightest UI); the full name shows once chosen. */
export function BankSelector({ value, onChange, banks = DEFAULT_BANKS, label = 'Bank', error, id, ref, ...rest }: BankSelectorProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const chosen = findBank(value, banks);
  const hint = chosen ? chosen.fullName : undefined;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <StyledSelect
        {...rest}
        ref={ref}
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
      >
        <option value="">Select a bank</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name} ({bank.code})
          </option>
        ))}
      </StyledSelect>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </Field>
  );
}
