/**
 * Wire schemas of the public checkout (issue 10, moved to TypeBox in issue 12): create a payment
 * without signing in and follow it with the client secret. The web app's request type is these
 * schemas' static type; its response types are checked against them at compile time.
 */
import Type, { type Static } from 'typebox';
import { CHECKOUT_METHODS, type CheckoutPayment as CheckoutPaymentView, type CreateCheckoutPaymentResponse } from '../checkout.ts';
import { LINK_CURRENCIES } from '../payment-links.ts';
import { DataOf, IdParams, Nullable, Uuid } from './common.ts';
import type { Matches } from './matches.ts';

export const CheckoutPayment = Type.Object({
  id: Type.String(),
  merchantId: Type.String(),
  merchantName: Type.String(),
  linkId: Nullable(Type.String()),
  amount: Type.Integer({ description: 'Minor units.' }),
  fee: Type.Integer(),
  total: Type.Integer(),
  currency: Type.String(),
  method: Type.String(),
  provider: Type.String({ description: 'Provider code (orange_money, africell_money, SBL, card).' }),
  providerLabel: Type.String(),
  status: Type.String(),
  displayStatus: Type.String(),
  reference: Type.String(),
  description: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  statusChangedAt: Type.String(),
  redirectUrl: Nullable(Type.String({ description: "Cards: the provider's hosted page to send the payer to while the payment awaits them." })),
  livemode: Type.Boolean({ description: 'False for a test payment: the sandbox, no real money moves.' }),
  failureReason: Nullable(Type.String({ description: "A failed payment: the provider's reason code (e.g. insufficient_funds, declined); null otherwise." })),
});

export const CreateCheckoutPaymentBody = Type.Object(
  {
    merchantId: Uuid,
    linkId: Type.Optional(Uuid),
    amount: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units. Required unless the link fixes it (then it must be absent or equal).' })),
    currency: Type.Optional(Type.Enum(LINK_CURRENCIES)),
    method: Type.Enum(CHECKOUT_METHODS),
    walletNumber: Type.Optional(Type.String({ pattern: '^[0-9]{8}$', description: 'Mobile money: the wallet to charge, 8 national digits (SPEC §7).' })),
    bankCode: Type.Optional(Type.String({ pattern: '^[A-Z]{2,6}$', description: "Bank transfer: the bank's code (SPEC §3 bank list)." })),
    accountNumber: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$', description: "Bank transfer: the payer's account number." })),
    payerPhone: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{7}$', description: 'A guest paying by bank or card: their phone (8 digits) for the receipt and support.' })),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    livemode: Type.Optional(
      Type.Boolean({ description: 'Without a link: true pays the merchant in live mode (their live QR code). A link carries its own mode and this must then be absent or equal.' }),
    ),
  },
  { additionalProperties: false },
);

export const CheckoutCodeBody = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false });
export const CheckoutPaymentParams = IdParams;

export const CreatedCheckoutPayment = Type.Object({
  payment: CheckoutPayment,
  clientSecret: Type.String({ description: 'Shown once (never replayed by Idempotency-Key): keep it to follow the payment.' }),
});
export const CreatedCheckoutPaymentAnswer = DataOf(CreatedCheckoutPayment);
export const CheckoutPaymentAnswer = DataOf(CheckoutPayment);

export type CreateCheckoutPaymentInput = Static<typeof CreateCheckoutPaymentBody>;

// Compile-time: the web app's (narrower) response types and the wire schemas describe the same objects.
export const CHECKOUT_CONTRACT_CHECKS: {
  payment: Matches<typeof CheckoutPayment, CheckoutPaymentView>;
  created: Matches<typeof CreatedCheckoutPayment, CreateCheckoutPaymentResponse>;
} = { payment: true, created: true };

/** The sandbox's hosted card page (local mode): its reference, and where to send the payer back. */
export const SandboxCardParams = Type.Object({ ref: Type.String({ pattern: '^sbx_[0-9a-f]{24}$' }) });
export const SandboxCardQuery = Type.Object({ return: Type.Optional(Type.String({ maxLength: 200 })) });
