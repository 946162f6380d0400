/**
 * Why a payment did not go through, in words a payer can act on (issue 37). Providers answer with
 * codes (the sandbox's 'declined', Monime's failure codes). SPEC §8's own sentence always comes
 * first, exactly; a listed code adds what the payer can do. Shown on the checkout's "Payment Failed"
 * result.
 */
export const DECLINE_FALLBACK = 'There was an issue processing your payment.';

const MESSAGES: Record<string, (method: string) => string> = {
  insufficient_funds: (method) => `Your ${method} balance is too low for this payment. Top up, or choose another way to pay, then try again.`,
  insufficient_balance: (method) => `Your ${method} balance is too low for this payment. Top up, or choose another way to pay, then try again.`,
  declined: (method) => `${method} declined this payment. Check that your balance covers it and that your account can pay, or choose another way to pay.`,
  expired: () => 'The payment was not confirmed in time, so nothing was taken. Please try again.',
  cancelled: () => 'The payment was cancelled before it went through, so nothing was taken.',
  invalid_code: () => 'The code entered was not the one sent. Please try again with the new code we send.',
  limit_exceeded: (method) => `This payment is above what your ${method} account may pay at once or today. Try a smaller amount or another way to pay.`,
  account_blocked: (method) => `Your ${method} account cannot pay right now. Contact ${method}, or choose another way to pay.`,
  provider_account_blocked: (method) => `Your ${method} account cannot pay right now. Contact ${method}, or choose another way to pay.`,
};

export function declineMessage(reason: string | null | undefined, methodLabel: string): string {
  const message = reason ? MESSAGES[reason] : undefined;
  return message ? `${DECLINE_FALLBACK} ${message(methodLabel)}` : DECLINE_FALLBACK;
}
