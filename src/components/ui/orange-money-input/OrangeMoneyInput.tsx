import type { FocusEvent } from 'react';
import {
  ORANGE_MONEY_ERROR,
  ORANGE_MONEY_HINT,
  formatOrangeMoney,
  isValidOrangeMoney,
  sanitizeOrangeMoney,
} from '../../../../domain/orange-money.ts';
import { TextInput } from '../text-input/TextInput.tsx';
import { useBlurValidation } from '../field-validation/use-blur-validation.ts';

export interface OrangeMoneyInputProps {
  /** The digits only, e.g. "076123456"; the field shows "076 123 456". */
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

/**
 * Orange Money number (SPEC §5): keeps digits, shows them 3-3-3, at most 11 characters. There is no
 * native maxLength on purpose: it would cut a pasted "076-123-456 " before the dashes are removed;
 * the formatting alone keeps the text within 11 characters.
 */
export function OrangeMoneyInput({
  value,
  onChange,
  label = 'Orange Money number',
  showErrors = false,
  onBlur,
  ...rest
}: OrangeMoneyInputProps) {
  const digits = sanitizeOrangeMoney(value);
  const { showError, onBlur: markLeft } = useBlurValidation(digits, isValidOrangeMoney, showErrors);
  return (
    <TextInput
      {...rest}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="076 123 456"
      value={formatOrangeMoney(digits)}
      hint={ORANGE_MONEY_HINT}
      error={showError ? ORANGE_MONEY_ERROR : undefined}
      onChange={(event) => onChange(sanitizeOrangeMoney(event.target.value))}
      onBlur={(event) => {
        markLeft();
        onBlur?.(event);
      }}
    />
  );
}
