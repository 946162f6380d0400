import { useId, useState, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { OTP_LENGTH, sanitizeOtpInput } from '../../../../domain/otp.ts';
import { Field, Label } from '../text-input/field-styles.ts';
import { FieldMessages } from '../text-input/FieldMessages.tsx';

const Boxes = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(${OTP_LENGTH}, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  max-width: 336px;
`;

const Box = styled.span<{ $active: boolean; $invalid: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 52px;
  border: 2px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.errorStrong : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.focus};
      box-shadow: ${theme.shadows.focusRing};
    `}
`;

/* One real input spread over the six boxes: SMS autofill, paste and screen readers see one field. */
const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  border: 0;
  font-size: 16px; /* at least 16 px, or mobile browsers zoom the page on focus */
  caret-color: transparent;
  cursor: text;
`;

export interface OtpInputProps {
  /** The digits entered so far (0 to 6). */
  value: string;
  /** Called with digits only, at most 6: pasted text is stripped of non-digits and truncated. */
  onChange: (code: string) => void;
  label?: string;
  hint?: string;
  /** e.g. 'Invalid OTP code'; marks the field invalid and is announced. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A 6-digit one-time code field (SPEC §5), drawn as six boxes. */
export function OtpInput({ value, onChange, label = 'Verification code', hint, error, disabled, autoFocus, id, name, ref }: OtpInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [focused, setFocused] = useState(false);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');
  const activeIndex = Math.min(value.length, OTP_LENGTH - 1);
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Boxes>
        {digits.map((digit, index) => (
          <Box key={index} aria-hidden="true" $active={focused && index === activeIndex} $invalid={Boolean(error)}>
            {digit}
          </Box>
        ))}
        <HiddenInput
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          // No maxLength: it would cut a pasted '123-456' before the dash is stripped.
          value={value}
          onChange={(event) => onChange(sanitizeOtpInput(event.target.value))}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </Boxes>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </Field>
  );
}
