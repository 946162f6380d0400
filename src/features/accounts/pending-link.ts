/**
 * The account being linked on /add-wallet while its codes are out (issue 37): kept for this tab
 * (sessionStorage, gone when the tab closes), so a reload comes back to the codes step while the
 * codes already sent are still valid, instead of asking for new ones (which the server refuses
 * for a minute). The codes themselves are never kept.
 */
import { OTP_RESEND_SECONDS } from '../../../domain/otp.ts';

export type PayoutKind = 'orange_money' | 'africell_money' | 'bank';

export interface PendingLink {
  kind: PayoutKind;
  number: string;
  bankCode: string;
  accountName: string;
  walletCodeSent: boolean;
  /** When the codes were sent (ms since 1970). */
  sentAt: number;
}

const KEY = 'add_wallet_pending';
/** A code lives 10 minutes (DESIGN §5): after that the codes step has nothing left to enter. */
export const CODES_VALID_MS = 10 * 60 * 1000;
export const RESEND_WAIT_MS = OTP_RESEND_SECONDS * 1000;

export function readPendingLink(now = Date.now()): PendingLink | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingLink;
    return typeof pending.sentAt === 'number' && now - pending.sentAt < CODES_VALID_MS ? pending : null;
  } catch {
    return null;
  }
}

export function savePendingLink(pending: PendingLink | null): void {
  try {
    if (pending) sessionStorage.setItem(KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the step lives as long as the page.
  }
}
