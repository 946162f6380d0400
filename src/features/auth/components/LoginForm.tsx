import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { OTP_LENGTH } from '../../../../domain/otp.ts';
import { phoneError } from '../../../../domain/phone.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { PhoneInput } from '../../../components/ui/phone-input/PhoneInput.tsx';
import { paths } from '../../../config/paths.ts';
import { formFailure } from '../../../lib/error-message.ts';
import { useFocusFirstError } from '../../../lib/use-focus-first-error.ts';
import { useSendHeldSubmit } from '../../../lib/prerender-handoff.ts';
import { startTypeahead, takeTypeahead } from '../../../lib/typeahead.ts';
import { SHOW_AT_ONCE } from '../../../lib/app-browser-router.tsx';
import { useSendPhoneCode } from '../api/send-phone-code.ts';
import { useAuthStore } from '../store.ts';

export const SEND_FAILED = 'Failed to send OTP. Please check the number and try again.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export interface LoginFormProps {
  /**
   * Makes the code screen ready (its download): started when the number is first typed, and
   * awaited after the code is sent, so the address changes when the code screen shows, never
   * before, and the button stays busy until then (issue 37).
   */
  prepareNext?: () => Promise<void>;
}

/** /login: phone number entry; sends the sign-in code and moves on to /verify-otp. */
export function LoginForm({ prepareNext }: LoginFormProps) {
  const navigate = useNavigate();
  const setPhone = useAuthStore((state) => state.setPhone);
  const sendCode = useSendPhoneCode();
  const [digits, setDigits] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  // From "code sent" until the code screen shows: the form is busy and the number stays as sent.
  const [leaving, setLeaving] = useState(false);
  const busy = sendCode.isPending || leaving;

  function prepare(): Promise<void> {
    // A failed download is not this form's failure: the navigation then loads the page itself.
    return prepareNext ? prepareNext().catch(() => undefined) : Promise.resolve();
  }
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
    const ready = prepare();
    // A code typed before the code screen shows is kept for its field (lib/typeahead.ts): from the
    // press on, since on a slow phone the SMS can arrive before this screen hears the answer.
    startTypeahead(OTP_LENGTH);
    sendCode.mutate(digits, {
      // Not sent: nothing typed meanwhile is a code; the number field is the person's again.
      onError: () => void takeTypeahead(),
      onSuccess: () => {
        setLeaving(true);
        void ready.then(() => {
          setPhone(digits);
          // The code screen is here (prepared above): shown in the same task as its address.
          void navigate(paths.verifyOtp.getHref(), { state: SHOW_AT_ONCE });
        });
      },
    });
  }

  return (
    <Form ref={formRef} onSubmit={handleSubmit} noValidate>
      <PhoneInput
        value={digits}
        onChange={(value) => {
          if (busy) return;
          setDigits(value);
          setFieldError(undefined);
          void prepare();
        }}
        readOnly={busy}
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
      <Button type="submit" size="lg" fullWidth loading={busy}>
        Send code
      </Button>
    </Form>
  );
}
