import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { EMAIL_MAX_LENGTH, isEmailShape, normalizeEmail } from '../../../../domain/email.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { paths } from '../../../config/paths.ts';
import { formFailure } from '../../../lib/error-message.ts';
import { fetchProfileForDecision } from '../../profile/api/get-profile.ts';
import { useSendEmailCode } from '../api/send-email-code.ts';
import type { EmailCodeState } from '../email-code-state.ts';

export const SEND_EMAIL_FAILED = 'Failed to send verification code. Please try again.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** /add-email: optional email entry; sends a code and moves on to /verify-email-otp. */
export function AddEmailForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sendCode = useSendEmailCode();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [skipping, setSkipping] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = email.trim() === '' ? 'Email address is required' : isEmailShape(email) ? undefined : 'Please enter a valid email address.';
    setFieldError(problem);
    if (problem) return;
    const normalized = normalizeEmail(email);
    sendCode.mutate(normalized, {
      onSuccess: () => {
        const state: EmailCodeState = { email: normalized };
        void navigate(paths.verifyEmailOtp.getHref(), { state });
      },
    });
  }

  async function handleSkip() {
    // SPEC §4: Skip goes to /dashboard if the profile is complete, otherwise /profile-setup.
    setSkipping(true);
    let complete = false;
    try {
      // Never the copy restored from the phone: it may predate the save (get-profile.ts, the rule).
      complete = (await fetchProfileForDecision(queryClient)).profileCompleted;
    } catch {
      // Unknown completeness: the profile page is the safe place to land.
    }
    void navigate(complete ? paths.dashboard.getHref() : paths.profileSetup.getHref());
  }

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <TextInput
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
        }}
        maxLength={EMAIL_MAX_LENGTH}
        hint="We'll send a 6-digit code to confirm it's yours."
        error={fieldError}
        required
        autoFocus
      />
      {sendCode.isError ? (
        <Alert variant="error">
          {formFailure(sendCode.error, SEND_EMAIL_FAILED)}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={sendCode.isPending}>
        Send code
      </Button>
      <Button variant="ghost" fullWidth onClick={() => void handleSkip()} loading={skipping}>
        Skip for now
      </Button>
    </Form>
  );
}
