/**
 * One-time code rules shared by phone sign-in and email verification (DESIGN §5): 6 digits from
 * crypto.randomInt, stored only as an HMAC, single use, 10-minute expiry, 5 wrong tries kill it,
 * a new send supersedes the previous code, 60 s between sends, 5 sends per destination per hour.
 */
import { randomUUID } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
} from '../../../domain/otp.ts';
import type { Db } from '../../db/client.ts';
import type { OtpChannel } from '../../db/schema/auth.ts';
import { ERROR_CODES, type ErrorCode } from '../../../domain/errors.ts';
import { DomainError } from '../../domain-error.ts';
import { describeWait } from '../../plugins/rate-limit.ts';
import {
  addFailedAttempt,
  consumeCode,
  deleteCode,
  deleteCodesCreatedBefore,
  findLiveCode,
  insertCode,
  invalidateLiveCodesForDestination,
  invalidateLiveCodesForUser,
  lockDestination,
  newestCodeHash,
  sendTimesSince,
} from './otp.queries.ts';
import { generateCode, hashCode, sameHash } from './secrets.ts';

const HOUR_MS = 60 * 60 * 1000;
const RESEND_MS = OTP_RESEND_SECONDS * 1000;
const TTL_MS = OTP_TTL_MINUTES * 60 * 1000;

export interface OtpTarget {
  channel: OtpChannel;
  /** E.164 phone or normalised email. */
  destination: string;
  /** Email codes belong to the signed-in user; sign-in codes to nobody (null). */
  userId: string | null;
}

export interface IssuedCode {
  id: string;
  code: string;
  expiresAt: Date;
}

export interface OtpService {
  /** Creates a new code (superseding the previous one) or throws 429 under the send rules. */
  issue(target: OtpTarget): Promise<IssuedCode>;
  /** Removes a code whose delivery failed, so the person can ask again at once. */
  withdraw(id: string): Promise<void>;
  /**
   * Checks and consumes the live code. Throws 400 invalid_code when it is wrong, expired, used,
   * superseded or dead. `onAccepted` runs in the same transaction as the consumption.
   */
  verify<T>(target: OtpTarget, code: string, onAccepted: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Several codes that confirm one action together (a step-up code and a payout number's proof):
   * all are right and consumed with `onAccepted` in one transaction, or none is consumed and each
   * wrong one counts a try.
   */
  verifyAll<T>(checks: { target: OtpTarget; code: string }[], onAccepted: (tx: Db) => Promise<T>): Promise<T>;
}

export const INVALID_CODE_MESSAGE = 'The code is incorrect or has expired. Check it, or request a new code.';

function tooMany(code: ErrorCode, message: string, retryAfterSeconds: number): DomainError {
  return new DomainError(code, message, { retryAfterSeconds });
}

/** Thrown inside the transaction so a wrong try is counted (committed) and the caller still sees 400. */
class WrongCode extends Error {}

/** `drawCode`: the random source of codes (secrets.generateCode); a test may give its own draws. */
export function createOtpService(deps: { db: Db; secret: string; now: () => Date; drawCode?: () => string }): OtpService {
  const { db, secret, now, drawCode = generateCode } = deps;
  let lastSweep = 0;

  const service: OtpService = {
    async issue(target) {
      const issued = await db.transaction(async (tx) => {
        await lockDestination(tx, target.channel, target.destination);
        // A new code is never the one it replaces, so "the old code stops working" always shows.
        const previousHash = await newestCodeHash(tx, target.channel, target.destination);
        let code = drawCode();
        while (hashCode(secret, target.channel, target.destination, code) === previousHash) code = drawCode();
        const at = now();
        const sends = await sendTimesSince(tx, target.channel, target.destination, new Date(at.getTime() - HOUR_MS));
        const latest = sends.at(-1);
        if (latest && at.getTime() - latest.getTime() < RESEND_MS) {
          const wait = Math.ceil((latest.getTime() + RESEND_MS - at.getTime()) / 1000);
          throw tooMany(ERROR_CODES.resendTooSoon, `Please wait ${describeWait(wait)} before requesting a new code.`, wait);
        }
        const oldest = sends[0];
        if (oldest && sends.length >= OTP_MAX_SENDS_PER_HOUR) {
          const wait = Math.ceil((oldest.getTime() + HOUR_MS - at.getTime()) / 1000);
          throw tooMany(
            ERROR_CODES.sendLimitReached,
            `Too many codes were requested. Please try again in ${describeWait(wait)}.`,
            wait,
          );
        }
        if (target.userId === null) await invalidateLiveCodesForDestination(tx, target.channel, target.destination, at);
        // An email code belongs to one user: only their own new send supersedes it, so nobody
        // can kill someone else's code by typing the same address.
        else await invalidateLiveCodesForUser(tx, target.channel, target.userId, at);
        const row = {
          id: randomUUID(),
          channel: target.channel,
          destination: target.destination,
          userId: target.userId,
          codeHash: hashCode(secret, target.channel, target.destination, code),
          attempts: 0,
          createdAt: at,
          expiresAt: new Date(at.getTime() + TTL_MS),
          consumedAt: null,
          invalidatedAt: null,
        };
        await insertCode(tx, row);
        return { id: row.id, code, expiresAt: row.expiresAt };
      });
      const at = now().getTime();
      if (at - lastSweep > HOUR_MS) {
        lastSweep = at;
        await deleteCodesCreatedBefore(db, new Date(at - 24 * HOUR_MS));
      }
      return issued;
    },

    async withdraw(id) {
      await deleteCode(db, id);
    },

    verify(target, code, onAccepted) {
      return service.verifyAll([{ target, code }], onAccepted);
    },

    async verifyAll(checks, onAccepted) {
      // Locks in one order (by key), so two calls naming the same destinations cannot deadlock.
      const ordered = [...checks].sort((a, b) => `${a.target.channel}:${a.target.destination}`.localeCompare(`${b.target.channel}:${b.target.destination}`));
      try {
        return await db.transaction(async (tx) => {
          for (const { target } of ordered) await lockDestination(tx, target.channel, target.destination);
          const at = now();
          let wrong = false;
          const accepted: string[] = [];
          for (const { target, code } of ordered) {
            const row = await findLiveCode(tx, target.channel, target.destination, target.userId);
            if (!row || row.expiresAt.getTime() <= at.getTime() || row.attempts >= OTP_MAX_ATTEMPTS) {
              wrong = true;
              continue;
            }
            if (!sameHash(row.codeHash, hashCode(secret, target.channel, target.destination, code))) {
              await addFailedAttempt(tx, row.id);
              wrong = true;
              continue;
            }
            accepted.push(row.id);
          }
          if (wrong) return { wrong: true as const };
          for (const id of accepted) await consumeCode(tx, id, at);
          return { wrong: false as const, value: await onAccepted(tx) };
        }).then((result) => {
          if (result.wrong) throw new WrongCode();
          return result.value;
        });
      } catch (error) {
        if (error instanceof WrongCode) throw new DomainError(ERROR_CODES.invalidCode, INVALID_CODE_MESSAGE);
        throw error;
      }
    },
  };
  return service;
}
