import {
  ACCOUNT_NUMBER_HINT,
  accountNumberMessage,
  accountNumberRule,
  describeAccountNumberRule,
  isValidAccountNumber,
  sanitizeAccountNumber,
} from '../../../../domain/bank-account.ts';
import { DEFAULT_BANKS, findBank, type Bank } from '../../../../domain/banks.ts';
import { useBlurValidation } from '../field-validation/use-blur-validation.ts';
import { TextInput } from '../text-input/TextInput.tsx';

export interface AccountNumberInputProps {
  /** Code of the chosen bank; '' until one is chosen (the field stays disabled until then). */
  bankCode: string;
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
  banks?: readonly Bank[];
  label?: string;
  id?: string;
  name?: string;
  required?: boolean;
  showErrors?: boolean;
}

/**
 * Bank account number (SPEC §5): digits only, at most 12; the bank decides the length (10 digits at
 * FBL, UBA, GTB, EBL; 8-12 elsewhere). No native maxLength, so pasting "0012 3456 7890" still works.
 */
export function AccountNumberInput({
  bankCode,
  value,
  onChange,
  banks = DEFAULT_BANKS,
  label = 'Account number',
  showErrors = false,
  ...rest
}: AccountNumberInputProps) {
  const digits = sanitizeAccountNumber(value);
  const { showError, onBlur } = useBlurValidation(digits, (v) => isValidAccountNumber(bankCode, v), showErrors);
  const bank = findBank(bankCode, banks);
  const hint = bankCode
    ? `${bank ? bank.name : 'This bank'} account numbers have ${describeAccountNumberRule(accountNumberRule(bankCode))}.`
    : ACCOUNT_NUMBER_HINT;
  return (
    <TextInput
      {...rest}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      disabled={!bankCode}
      value={digits}
      hint={hint}
      error={bankCode && showError ? accountNumberMessage(bankCode) : undefined}
      onChange={(event) => onChange(sanitizeAccountNumber(event.target.value))}
      onBlur={onBlur}
    />
  );
}
