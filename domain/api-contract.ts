/**
 * The /api/v1 wire contract shared by the server, the web app and the service worker.
 * Success bodies are `{ data }`; error bodies are `{ error: { code, message, details? } }`.
 */
import type { FeeRules } from './fees.ts';

export const API_BASE_PATH = '/api/v1';

export interface ApiSuccess<T> {
  data: T;
}

export interface ApiErrorDetail {
  /** The input field the problem is about, e.g. `fullName`. */
  field: string;
  message: string;
}

export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    details?: ApiErrorDetail[];
  };
}

export type HealthStatus = 'ok' | 'degraded';

export interface HealthResponse {
  status: HealthStatus;
  message: string;
  /** ISO 8601 time the server answered. */
  timestamp: string;
  /** Seconds since the server process started. */
  uptime: number;
  version: string;
}

/** Public, non-secret settings the deploying business configures on the server. */
export interface PublicAppConfig {
  supportEmail: string;
  /**
   * PUBLIC_URL when it is set (issue 33): the origin printed in QR codes and links the merchant
   * hands out, so they work outside the network the merchant's phone used; null: the page's own.
   */
  publicUrl: string | null;
  /** The fees this deployment charges (SPEC §9 defaults unless configured), so screens quote what the server charges. */
  feeRules: FeeRules;
  claims: {
    centralBankLicence: boolean;
    iso27001: boolean;
    pciDss: boolean;
  };
}

/** SPEC §3 user profile, as /auth/profile and /auth/phone/verify-otp return it. */
export interface UserProfile {
  /**
   * The user's stable id (a UUID). Phone numbers are recycled and can change; the id never does,
   * so this phone's copies and queued writes belong to it. Always sent by the API; optional here
   * only because a profile saved on the phone before it existed lacks it.
   */
  id?: string;
  /** 8 national digits, no prefix (SPEC §7); stored server-side as E.164. */
  phone: string;
  fullName: string | null;
  email: string | null;
  emailVerified: boolean;
  profileCompleted: boolean;
  streetAddress: string | null;
  city: string | null;
  district: string | null;
}

/** POST /auth/phone/login and POST /auth/email/send-otp: the same answer for known and unknown. */
export interface CodeSentResponse {
  message: string;
  /** Seconds until another code may be sent. */
  resendAfterSeconds: number;
  /** Seconds until this code expires. */
  expiresInSeconds: number;
}

/** POST /auth/phone/verify-otp (the session token also arrives as an HttpOnly cookie). */
export interface VerifyPhoneResponse {
  token: string;
  user: UserProfile;
  isNewUser: boolean;
}

/** POST /auth/email/verify-otp and POST /auth/email/verify/{token}. */
export interface EmailVerifiedResponse {
  message: string;
  /**
   * The updated profile. Always present for verify-otp (signed in). For the link route it is
   * null unless the request carries the session of the same user: whoever holds a link (for
   * instance the owner of a mistyped address) must not see the account's name, phone or address.
   */
  user: UserProfile | null;
  /** Link route only: the link was spent (its code was used, or it was opened before), and its address is verified. */
  alreadyVerified?: boolean;
}

/** GET /dev/messages (development outbox only; 404 in production). */
export interface DevMessage {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  code?: string;
  link?: string;
  createdAt: string;
}
