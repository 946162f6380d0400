import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { OtpInput } from './OtpInput.tsx';
import { ResendCodeButton } from './ResendCodeButton.tsx';
import type { CodeEntry } from './use-code-entry.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const SentTo = styled.p<{ $keepTogether: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  strong { color: ${({ theme }) => theme.colors.text}; ${({ $keepTogether }) => ($keepTogether ? 'white-space: nowrap;' : '')} }
`;

export interface CodeEntryFormProps {
  entry: CodeEntry;
  /** "Enter the 6-digit code we sent to …" with the way back (change number or email). */
  sentTo: ReactNode;
  /** A phone number stays on one line; an email address may wrap. */
  keepAddressTogether?: boolean;
  submitLabel: string;
  verifying: boolean;
  sending: boolean;
}

/** A code screen (SPEC §4): where the code went, the six boxes, the notice, Verify and Resend. */
export function CodeEntryForm({ entry, sentTo, keepAddressTogether = false, submitLabel, verifying, sending }: CodeEntryFormProps) {
  return (
    <Form onSubmit={entry.submit} noValidate>
      <SentTo $keepTogether={keepAddressTogether}>{sentTo}</SentTo>
      <OtpInput value={entry.code} onChange={entry.setCode} error={entry.codeError} autoFocus />
      {entry.notice ? <Alert variant={entry.notice.variant}>{entry.notice.text}</Alert> : null}
      <Button type="submit" size="lg" fullWidth disabled={!entry.canSubmit} loading={verifying}>
        {submitLabel}
      </Button>
      <ResendCodeButton secondsLeft={entry.timer.secondsLeft} sending={sending} onResend={entry.resend} />
    </Form>
  );
}
