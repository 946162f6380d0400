/**
 * Wire schemas of the payment links (issue 10, moved to TypeBox in issue 12): the merchant's
 * create / list / disable, and the public reads the checkout page makes without signing in.
 * The web app's request type is the body schema's static type; its response types are checked
 * against the schemas at compile time.
 */
import Type, { type Static } from 'typebox';
import { LINK_CURRENCIES, LINK_DESCRIPTION_MAX, LINKS_PAGE_DEFAULT, LINKS_PAGE_MAX, type CheckoutLink as CheckoutLinkView, type CheckoutMerchant as CheckoutMerchantView, type PaymentLink as PaymentLinkView } from '../payment-links.ts';
import { DataOf, IdParams, Nullable, PageOf, Uuid, UUID_PATTERN } from './common.ts';
import type { Matches } from './matches.ts';

export const PaymentLink = Type.Object({
  id: Type.String(),
  url: Type.String({ description: '`${publicUrl}/pay/{merchantId}?link={id}`' }),
  merchantId: Type.String(),
  amount: Nullable(Type.Integer({ description: 'Minor units; null: the payer enters it.' })),
  currency: Type.String(),
  description: Type.String(),
  reusable: Type.Boolean(),
  expiresAt: Nullable(Type.String()),
  status: Type.String(),
  createdAt: Type.String(),
  paymentsCount: Type.Integer({ description: 'Completed payments through this link.' }),
  takings: Type.Integer({ description: "Sum of those payments' amounts, in the link's currency (minor units)." }),
  livemode: Type.Boolean({ description: 'Made in live mode (real money) or test mode (the sandbox); listed only in its own mode.' }),
  member: Type.Optional(Nullable(Type.String({ description: 'Issue 35: the member of the business who made it (name, else phone); null when the founder or an API key made it.' }))),
});

export const CreatePaymentLinkBody = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: UUID_PATTERN, description: 'A UUID the client made (a link created offline shows its QR before it syncs).' })),
    amount: Nullable(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units; null: the payer enters it.' })),
    currency: Type.Enum(LINK_CURRENCIES),
    description: Type.String({ minLength: 1, maxLength: LINK_DESCRIPTION_MAX }),
    reusable: Type.Boolean(),
    expiresAt: Type.Optional(Nullable(Type.String({ format: 'date-time', maxLength: 40, description: 'ISO 8601; absent or null: never expires.' }))),
  },
  { additionalProperties: false },
);

export const PaymentLinksQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LINKS_PAGE_MAX, default: LINKS_PAGE_DEFAULT })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const PaymentLinkParams = IdParams;
export const CheckoutMerchantParams = Type.Object({ merchantId: Uuid }, { additionalProperties: false });
export const CheckoutLinkParams = Type.Object({ merchantId: Uuid, linkId: Uuid }, { additionalProperties: false });

export const CheckoutMerchant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  logoUrl: Nullable(Type.String()),
  feeBearer: Type.String({ description: 'Who bears the fee: merchant or payer. Decides the total the payer is shown.' }),
});

export const CheckoutLink = Type.Object({
  id: Type.String(),
  merchantId: Type.String(),
  amount: Nullable(Type.Integer({ description: 'Minor units; null: the payer enters it.' })),
  currency: Type.String(),
  description: Type.String(),
  reusable: Type.Boolean(),
  expiresAt: Nullable(Type.String()),
  livemode: Type.Boolean({ description: 'False for a test link: its payments go to the sandbox and no real money moves.' }),
});

export const PaymentLinkAnswer = DataOf(PaymentLink);
export const PaymentLinkPage = PageOf(PaymentLink);
export const CheckoutMerchantAnswer = DataOf(CheckoutMerchant);
export const CheckoutLinkAnswer = DataOf(CheckoutLink);

export type CreatePaymentLinkInput = Static<typeof CreatePaymentLinkBody>;

// Compile-time: the web app's (narrower) response types and the wire schemas describe the same objects.
export const PAYMENT_LINK_CONTRACT_CHECKS: {
  link: Matches<typeof PaymentLink, PaymentLinkView>;
  checkoutMerchant: Matches<typeof CheckoutMerchant, CheckoutMerchantView>;
  checkoutLink: Matches<typeof CheckoutLink, CheckoutLinkView>;
} = { link: true, checkoutMerchant: true, checkoutLink: true };
