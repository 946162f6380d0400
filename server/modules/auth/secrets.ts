/** Randomness and hashing for codes, sessions and links (DESIGN §5). */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../domain/otp.ts';

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

/**
 * HMAC-SHA256 of the code bound to where it was sent, so a stored hash is useless without the
 * server secret and cannot be replayed for another number or address.
 */
export function hashCode(secret: string, channel: string, destination: string, code: string): string {
  return createHmac('sha256', secret).update(`${channel}\n${destination}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 256 random bits, URL-safe (43 characters): session tokens and email link tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 bits of entropy, so a plain SHA-256 is enough to make the stored value useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
