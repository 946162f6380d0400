/**
 * What this browser remembers of its checkouts, in localStorage (issue 33: a customer who closes
 * the tab on the code step and opens the single-use link again comes back to their own payment):
 * - the Idempotency-Key of the attempt under way, made when Pay is first pressed, so a reload,
 *   a double tap or a retry after a lost answer never makes a second payment;
 * - each payment's client secret, shown once by the server, so the page can follow the payment
 *   after a reload or the card provider's page sends the payer back.
 */
const ATTEMPT_PREFIX = 'checkout-attempt:';
const SECRET_PREFIX = 'checkout-secret:';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode): the page still works, only reloads forget.
  }
}

export interface Attempt {
  key: string;
  paymentId?: string;
}

/** The attempt for this checkout (merchant and link), if Pay was pressed and not finished. */
export function readAttempt(scope: string): Attempt | null {
  const raw = read(`${ATTEMPT_PREFIX}${scope}`);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Attempt;
    return typeof parsed.key === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Every attempt kept whose payment was made (Pay was answered): its checkout's scope and the payment. */
function attemptsWithPayment(): { scope: string; paymentId: string }[] {
  const found: { scope: string; paymentId: string }[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith(ATTEMPT_PREFIX)) continue;
      const scope = key.slice(ATTEMPT_PREFIX.length);
      const paymentId = readAttempt(scope)?.paymentId;
      if (paymentId) found.push({ scope, paymentId });
    }
  } catch {
    // Storage unavailable: nothing was kept either.
  }
  return found;
}

/**
 * Whether this browser has a payment under way at a checkout of `merchantId` (any of its links):
 * the page's entry starts the app at once to show it (src/checkout-main.tsx), as after a reload.
 */
export function hasPaymentUnderWay(merchantId: string): boolean {
  return attemptsWithPayment().some(({ scope }) => scope.startsWith(`${merchantId}:`));
}

export function saveAttempt(scope: string, attempt: Attempt | null): void {
  write(`${ATTEMPT_PREFIX}${scope}`, attempt ? JSON.stringify(attempt) : null);
}

/**
 * A payment that ended, wherever this browser saw it end (the checkout, or /payment/resume from
 * the pending list): no checkout of this browser is under way with it any more, so the next visit
 * opens the form at once instead of starting the app to look the payment up.
 */
export function forgetAttemptsOf(paymentId: string): void {
  for (const attempt of attemptsWithPayment()) if (attempt.paymentId === paymentId) saveAttempt(attempt.scope, null);
}

export function readSecret(paymentId: string): string | null {
  return read(`${SECRET_PREFIX}${paymentId}`);
}

export function saveSecret(paymentId: string, secret: string): void {
  write(`${SECRET_PREFIX}${paymentId}`, secret);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
