import type { FocusEvent } from 'react';
import {
  AFRICELL_MONEY_ERROR,
  AFRICELL_MONEY_HINT,
  formatAfricellMoney,
  isValidAfricellMoney,
  sanitizeAfricellMoney,
} from '../../../../domain/africell-money.ts';
import { TextInput } from '../text-input/TextInput.tsx';
import { useBlurValidation } from '../field-validation/use-blur-validation.ts';

export interface AfricellMoneyInputProps {
  /** The digits only, e.g. "088123456"; the field shows "088 123 456". */
  value: string;
  onChange: (digits: string) => void;
  label?: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Show the error now (e.g. after a submit attempt) even if the field was never left. */
  showErrors?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Africell Money number (domain/africell-money.ts): the Orange Money field's rules with Africell's prefixes. */
export function AfricellMoneyInput({ value, onChange, label = 'Africell Money number', showErrors = false, onBlur, ...rest }: AfricellMoneyInputProps) {
  const digits = sanitizeAfricellMoney(value);
  const { showError, onBlur: markLeft } = useBlurValidation(digits, isValidAfricellMoney, showErrors);
  return (
    <TextInput
      {...rest}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="088 123 456"
      value={formatAfricellMoney(digits)}
      hint={AFRICELL_MONEY_HINT}
      error={showError ? AFRICELL_MONEY_ERROR : undefined}
      onChange={(event) => onChange(sanitizeAfricellMoney(event.target.value))}
      onBlur={(event) => {
        markLeft();
        onBlur?.(event);
      }}
    />
  );
}
