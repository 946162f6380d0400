import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { PHONE_COUNTRY_CODE, PHONE_HINT, sanitizePhoneInput } from '../../../../domain/phone.ts';
import { useAdoptTypedValue } from '../../../lib/prerender-handoff.ts';
import { describedBy, Field, Label } from '../text-input/field-styles.ts';
import { FieldMessages } from '../text-input/FieldMessages.tsx';

const Group = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: stretch;
  min-height: ${({ theme }) => theme.touchTarget};
  border: 2px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.errorStrong : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focusRing};
  }
`;

const Prefix = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.background};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  user-select: none;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: 0 ${({ theme }) => theme.space[3]};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.05em;
  /* The group draws the focus ring, so the input's own outline would be a second one. */
  &:focus { outline: none; }
`;

export interface PhoneInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The 8 national digits, no prefix. */
  value: string;
  /** Called with what the field keeps: digits only, at most 8 (a pasted +232… number is reduced). */
  onChange: (digits: string) => void;
  label?: string;
  /** Defaults to SPEC's 'Your 8-digit Sierra Leone phone number.' */
  hint?: string;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Sierra Leone phone number entry: a fixed +232 prefix and a digits-only field (SPEC §5). */
export function PhoneInput({ value, onChange, label = 'Phone number', hint = PHONE_HINT, error, id, ref, ...rest }: PhoneInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const prefixId = `${inputId}-prefix`;
  // /login arrives prerendered: digits typed before the app started are kept (issue 15).
  const fieldRef = useAdoptTypedValue(value, (typed) => onChange(sanitizePhoneInput(typed)), ref);
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Group $invalid={Boolean(error)}>
        <Prefix id={prefixId} aria-label={`Country code ${PHONE_COUNTRY_CODE}`}>
          {PHONE_COUNTRY_CODE}
        </Prefix>
        <Input
          ref={fieldRef}
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          // No maxLength: it would cut a pasted '+232 76 123 456' before the prefix is stripped.
          onChange={(event) => onChange(sanitizePhoneInput(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={[prefixId, describedBy(inputId, hint, error)].filter(Boolean).join(' ')}
          {...rest}
        />
      </Group>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </Field>
  );
}
