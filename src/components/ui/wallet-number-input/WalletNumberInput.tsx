import type { FocusEvent } from 'react';
import { TextInput } from '../text-input/TextInput.tsx';
import { useBlurValidation } from '../field-validation/use-blur-validation.ts';

/** A mobile-money network's number rules and texts (domain/orange-money.ts, domain/africell-money.ts). */
export interface WalletNumberRules {
  label: string;
  placeholder: string;
  hint: string;
  error: string;
  sanitize: (raw: string) => string;
  format: (raw: string) => string;
  isValid: (digits: string) => boolean;
}

export interface WalletNumberInputProps {
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
 * A mobile-money number (SPEC §5): keeps digits, shows them 3-3-3, at most 11 characters. There is
 * no native maxLength on purpose: it would cut a pasted "076-123-456 " before the dashes are
 * removed; the formatting alone keeps the text within 11 characters. The error shows once the
 * field was left (or `showErrors`).
 */
export function WalletNumberInput({ rules, value, onChange, label = rules.label, showErrors = false, onBlur, ...rest }: WalletNumberInputProps & { rules: WalletNumberRules }) {
  const digits = rules.sanitize(value);
  const { showError, onBlur: markLeft } = useBlurValidation(digits, rules.isValid, showErrors);
  return (
    <TextInput
      {...rest}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={rules.placeholder}
      value={rules.format(digits)}
      hint={rules.hint}
      error={showError ? rules.error : undefined}
      onChange={(event) => onChange(rules.sanitize(event.target.value))}
      onBlur={(event) => {
        markLeft();
        onBlur?.(event);
      }}
    />
  );
}
