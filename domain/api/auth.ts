/**
 * Sign-in, profile, email verification and step-up codes (SPEC §3, §7; DESIGN §5), and the
 * development outbox: the wire schemas of their routes, in TypeBox (issue 12), so validation,
 * handler types and the OpenAPI document come from one definition. The web app's interfaces in
 * `domain/api-contract.ts` are checked against these at compile time (bottom of this file).
 * Strings are only length-capped here; their real rules (SPEC §5) run in the services with
 * per-field messages.
 */
import Type, { type Static } from 'typebox';
import type { CodeSentResponse, DevMessage as DevMessageContract, EmailVerifiedResponse, UserProfile as UserProfileContract, VerifyPhoneResponse } from '../api-contract.ts';
import { DataOf, Nullable } from './common.ts';

const closed = { additionalProperties: false } as const;
const ShortString = Type.String({ maxLength: 64 });
const EmailString = Type.String({ maxLength: 320 });

export const UserProfile = Type.Object({
  // Always sent; optional in the type only because a profile the phone saved before ids existed lacks it (api-contract.ts).
  id: Type.Optional(Type.String({ description: 'The stable user id (always sent): local data and queued writes follow it, not the phone (issue 19).' })),
  phone: Type.String({ description: '8 national digits, no prefix.' }),
  fullName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  profileCompleted: Type.Boolean(),
  streetAddress: Nullable(Type.String()),
  city: Nullable(Type.String()),
  district: Nullable(Type.String()),
});

export const PhoneLoginBody = Type.Object({ phone: ShortString }, closed);
export const VerifyPhoneBody = Type.Object({ phone: ShortString, code: ShortString }, closed);
export const EmailSendBody = Type.Object({ email: EmailString }, closed);
export const EmailVerifyBody = Type.Object({ email: EmailString, code: ShortString }, closed);
export const EmailLinkParams = Type.Object({ token: Type.String({ maxLength: 128 }) });

const ProfileField = Type.Optional(Type.String({ maxLength: 1000, default: '' }));
/** Missing fields default to '' so the domain rules report them as "… is required", one detail per field. */
export const ProfileBody = Type.Object({ fullName: ProfileField, streetAddress: ProfileField, city: ProfileField, district: ProfileField }, closed);

const CodeSent = Type.Object({
  message: Type.String(),
  resendAfterSeconds: Type.Integer({ description: 'Seconds until another code may be sent.' }),
  expiresInSeconds: Type.Integer({ description: 'Seconds until this code expires.' }),
});
export const CodeSentAnswer = DataOf(CodeSent);
const VerifyPhone = Type.Object({ token: Type.String(), user: UserProfile, isNewUser: Type.Boolean() });
export const VerifyPhoneAnswer = DataOf(VerifyPhone);
export const UserProfileAnswer = DataOf(UserProfile);
export const MessageAnswer = DataOf(Type.Object({ message: Type.String() }));
const EmailVerified = Type.Object({
  message: Type.String(),
  user: Nullable(UserProfile),
  alreadyVerified: Type.Optional(Type.Boolean()),
});
export const EmailVerifiedAnswer = DataOf(EmailVerified);

/** POST /step-up/code: a fresh code to the signed-in user's own phone, for a payout or a payout account. */
export const StepUpCodeBody = Type.Object({ purpose: Type.Union([Type.Literal('payout_account'), Type.Literal('payout'), Type.Literal('staff_action')]) }, closed);
export const StepUpCodeAnswer = DataOf(Type.Object({ resendAfterSeconds: Type.Integer(), expiresInSeconds: Type.Integer() }));

/** GET /dev/messages (local mode, this machine only). */
export const DevMessage = Type.Object({
  id: Type.String(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  to: Type.String(),
  subject: Type.Optional(Type.String()),
  body: Type.String(),
  code: Type.Optional(Type.String()),
  link: Type.Optional(Type.String()),
  createdAt: Type.String(),
});
export const DevMessagesQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 320 })) }, closed);
export const DevMessageList = DataOf(Type.Array(DevMessage));

export type ProfileInput = Static<typeof ProfileBody>;

// The web app's hand-written interfaces must say exactly what these schemas say (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type UserProfileWire = UserProfileContract;
export const WIRE_TYPES_AGREE: [
  Same<Static<typeof UserProfile>, UserProfileWire>,
  Same<Static<typeof CodeSent>, CodeSentResponse>,
  Same<Static<typeof VerifyPhone>, Omit<VerifyPhoneResponse, 'user'> & { user: UserProfileWire }>,
  Same<Static<typeof EmailVerified>, Omit<EmailVerifiedResponse, 'user'> & { user: UserProfileWire | null }>,
  Same<Static<typeof DevMessage>, DevMessageContract>,
] = [true, true, true, true, true];
