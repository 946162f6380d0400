/** Navigation state /verify-email-otp reads (SPEC §2): the address the code was sent to. */
export interface EmailCodeState {
  email: string;
}

/** The email from navigation state, or undefined when the page was opened without one. */
export function readEmailCodeState(state: unknown): string | undefined {
  const email = (state as Partial<EmailCodeState> | null)?.email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/** State /profile-setup reads after an email was verified: the server's confirmation sentence. */
export interface EmailVerifiedState {
  emailVerifiedMessage: string;
}

export function readEmailVerifiedState(state: unknown): string | undefined {
  const message = (state as Partial<EmailVerifiedState> | null)?.emailVerifiedMessage;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
