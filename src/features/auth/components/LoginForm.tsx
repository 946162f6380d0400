import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { phoneError } from '../../../../domain/phone.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { PhoneInput } from '../../../components/ui/phone-input/PhoneInput.tsx';
import { paths } from '../../../config/paths.ts';
import { formFailure } from '../../../lib/error-message.ts';
import { useFocusFirstError } from '../../../lib/use-focus-first-error.ts';
import { useSendHeldSubmit } from '../../../lib/prerender-handoff.ts';
import { useSendPhoneCode } from '../api/send-phone-code.ts';
import { useAuthStore } from '../store.ts';

export const SEND_FAILED = 'Failed to send OTP. Please check the number and try again.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

/** /login: phone number entry; sends the sign-in code and moves on to /verify-otp. */
export function LoginForm() {
  const navigate = useNavigate();
  const setPhone = useAuthStore((state) => state.setPhone);
  const sendCode = useSendPhoneCode();
  const [digits, setDigits] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const { ref: formRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  // Sent before the app had started (the page arrives prerendered): sent now (issue 15).
  useSendHeldSubmit(formRef);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = phoneError(digits);
    setFieldError(problem);
    if (problem) {
      focusFirstError();
      return;
    }
    sendCode.mutate(digits, {
      onSuccess: () => {
        setPhone(digits);
        void navigate(paths.verifyOtp.getHref());
      },
    });
  }

  return (
    <Form ref={formRef} onSubmit={handleSubmit} noValidate>
      <PhoneInput
        value={digits}
        onChange={(value) => {
          setDigits(value);
          setFieldError(undefined);
        }}
        error={fieldError}
        required
        aria-required="true"
        autoFocus
      />
      {sendCode.isError ? (
        <Alert variant="error">
          {formFailure(sendCode.error, SEND_FAILED)}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={sendCode.isPending}>
        Send code
      </Button>
    </Form>
  );
}
