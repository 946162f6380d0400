/**
 * Email verification (SPEC §4, DESIGN §5): a signed-in user asks for a code; the email carries the
 * code and a single-use 24 h link. Either proves the address and sets it on the profile. Neither
 * ever signs anyone in.
 */
import { randomUUID } from 'node:crypto';
import type { CodeSentResponse, EmailVerifiedResponse } from '../../../domain/api-contract.ts';
import { EMAIL_LINK_PATH, EMAIL_LINK_TTL_HOURS, isEmailShape, maskEmail, normalizeEmail } from '../../../domain/email.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../domain/otp.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { Delivery } from './delivery.service.ts';
import { claimLink, findLinkByTokenHash, insertEmailLink, invalidateOpenLinksOfUser } from './email-link.queries.ts';
import type { OtpService } from './otp.service.ts';
import { checkCode } from './phone.service.ts';
import { toUserProfile } from './profile.service.ts';
import { generateToken, hashToken, TOKEN_SHAPE } from './secrets.ts';
import { findUserById, updateUser } from './users.queries.ts';

export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified.';
export const ALREADY_VERIFIED_MESSAGE = 'This email address is already verified.';
export const INVALID_LINK_MESSAGE = 'This verification link is invalid, already used or expired. Request a new code.';

export interface EmailVerificationService {
  sendCode(userId: string, email: string, origin: string): Promise<CodeSentResponse>;
  verifyCode(userId: string, email: string, code: string): Promise<EmailVerifiedResponse>;
  /** `viewerUserId`: the session on the request, if any; the profile is returned only to its owner. */
  verifyLink(token: string, viewerUserId: string | null): Promise<EmailVerifiedResponse>;
}

function checkEmail(raw: string): string {
  if (!isEmailShape(raw)) {
    const message = raw.trim() === '' ? 'Email is required' : 'Enter a valid email address';
    throw new DomainError(ERROR_CODES.invalidInput, message, { details: [{ field: 'email', message }] });
  }
  return normalizeEmail(raw);
}

function emailText(code: string, link: string): { subject: string; text: string; html: string } {
  const lines = [
    `Your Salone Pay verification code is ${code}.`,
    `It expires in ${OTP_TTL_MINUTES} minutes.`,
    '',
    `Or open this link to verify your email address (valid for ${EMAIL_LINK_TTL_HOURS} hours, once):`,
    link,
    '',
    'If you did not ask for this, ignore this email. Never share the code with anyone.',
  ];
  const safeLink = link.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const html = `<p>Your Salone Pay verification code is <strong>${code}</strong>. It expires in ${OTP_TTL_MINUTES} minutes.</p>
<p><a href="${safeLink}">Verify my email address</a> (valid for ${EMAIL_LINK_TTL_HOURS} hours, once).</p>
<p>If you did not ask for this, ignore this email. Never share the code with anyone.</p>`;
  return { subject: 'Your Salone Pay verification code', text: lines.join('\n'), html };
}

export function createEmailVerificationService(deps: {
  db: Db;
  now: () => Date;
  otp: OtpService;
  delivery: Delivery;
}): EmailVerificationService {
  async function markVerified(db: Db, userId: string, email: string) {
    const at = deps.now();
    const row = await updateUser(db, userId, { email, emailVerified: true, updatedAt: at });
    // Any other open link of this user is now pointless and would only be a loose credential.
    await invalidateOpenLinksOfUser(db, userId, at);
    return row;
  }

  return {
    async sendCode(userId, rawEmail, origin) {
      const email = checkEmail(rawEmail);
      if (!deps.delivery.emailAvailable) {
        throw new DomainError(ERROR_CODES.unavailable, 'Email verification is not available right now. Please try again later.');
      }
      const issued = await deps.otp.issue({ channel: 'email', destination: email, userId });
      const token = generateToken();
      const at = deps.now();
      // A new send supersedes earlier links as it supersedes earlier codes.
      await invalidateOpenLinksOfUser(deps.db, userId, at);
      const linkId = randomUUID();
      await insertEmailLink(deps.db, {
        id: linkId,
        userId,
        email,
        tokenHash: hashToken(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + EMAIL_LINK_TTL_HOURS * 60 * 60 * 1000),
        usedAt: null,
        invalidatedAt: null,
      });
      const link = `${origin}${EMAIL_LINK_PATH}/${token}`;
      try {
        await deps.delivery.email({ to: email, ...emailText(issued.code, link) }, { code: issued.code, link });
      } catch (error) {
        await deps.otp.withdraw(issued.id);
        await invalidateOpenLinksOfUser(deps.db, userId, deps.now());
        throw error;
      }
      // Until an address is verified, the one a code was last sent to is the profile's email,
      // unverified: the dashboard then offers "Verify your email" (SPEC §2 /verify-email). A
      // verified address stays until its replacement is verified.
      const user = await findUserById(deps.db, userId);
      if (user && !user.emailVerified && user.email !== email) {
        await updateUser(deps.db, userId, { email, emailVerified: false, updatedAt: deps.now() });
      }
      return {
        message: `We sent a 6-digit code to ${maskEmail(email)}. It expires in ${OTP_TTL_MINUTES} minutes.`,
        resendAfterSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: OTP_TTL_MINUTES * 60,
      };
    },

    async verifyCode(userId, rawEmail, code) {
      const email = checkEmail(rawEmail);
      checkCode(code);
      const row = await deps.otp.verify({ channel: 'email', destination: email, userId }, code, (tx) => markVerified(tx, userId, email));
      if (!row) throw new DomainError(ERROR_CODES.unauthorized, 'Please sign in to continue.');
      return { message: EMAIL_VERIFIED_MESSAGE, user: toUserProfile(row) };
    },

    async verifyLink(token, viewerUserId) {
      const invalid = new DomainError(ERROR_CODES.invalidLink, INVALID_LINK_MESSAGE);
      if (!TOKEN_SHAPE.test(token)) throw invalid;
      const result = await deps.db.transaction(async (tx) => {
        const at = deps.now();
        const link = await claimLink(tx, hashToken(token), at);
        if (!link || link.expiresAt.getTime() <= at.getTime()) return undefined;
        return markVerified(tx, link.userId, link.email);
      });
      if (!result) {
        // A link whose address is verified already (by the code from the same email, or by this
        // link opened before) says so: the person's email is verified, nothing is wrong with it.
        const link = await findLinkByTokenHash(deps.db, hashToken(token));
        const owner = link ? await findUserById(deps.db, link.userId) : undefined;
        if (!link || !owner || !owner.emailVerified || owner.email !== link.email) throw invalid;
        return { message: ALREADY_VERIFIED_MESSAGE, user: viewerUserId === owner.id ? toUserProfile(owner) : null, alreadyVerified: true };
      }
      return { message: EMAIL_VERIFIED_MESSAGE, user: viewerUserId === result.id ? toUserProfile(result) : null };
    },
  };
}
