/** Activation (the merchant's side) and the back office's /admin routes (issue 34). */
import Type, { type Static, type TSchema } from 'typebox';
import { DataOf, MinorUnits, Nullable, Timestamp, Uuid } from './common.ts';

const closed = { additionalProperties: false } as const;
const ListOf = <T extends TSchema>(item: T) => DataOf(Type.Object({ items: Type.Array(item) }));

export const ActivationStatusSchema = Type.Union([Type.Literal('not_started'), Type.Literal('submitted'), Type.Literal('approved'), Type.Literal('rejected')]);
export const BusinessKindSchema = Type.Union([Type.Literal('individual'), Type.Literal('sole_trader'), Type.Literal('company')]);
export const DocumentKindSchema = Type.Union([Type.Literal('id_document'), Type.Literal('registration_certificate')]);
export const StaffRoleSchema = Type.Union([Type.Literal('admin'), Type.Literal('support'), Type.Literal('developer')]);

const ShortText = (maxLength: number) => Type.String({ maxLength });

export const ActivationDetailsSchema = Type.Object({
  legalName: Nullable(Type.String()),
  tradingName: Nullable(Type.String()),
  kind: Nullable(BusinessKindSchema),
  registrationNumber: Nullable(Type.String()),
  nationalId: Nullable(Type.String()),
  address: Nullable(Type.String()),
  district: Nullable(Type.String()),
  category: Nullable(Type.String()),
  expectedMonthlyVolume: Nullable(MinorUnits),
});

export const ActivationDocument = Type.Object({
  id: Uuid,
  kind: DocumentKindSchema,
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
  fileName: Nullable(Type.String()),
  createdAt: Timestamp,
});

export const PayoutAccountReviewStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
/** A payout account added after approval, reviewed on its own (the merchant sees its status; the back office decides). */
export const PayoutAccountReview = Type.Object({
  accountId: Uuid,
  merchantId: Uuid,
  phone: Type.String(),
  /** Provider and number (masked unless the staff role may see full numbers). */
  label: Type.String(),
  accountName: Type.String(),
  status: PayoutAccountReviewStatusSchema,
  reason: Nullable(Type.String()),
  createdAt: Timestamp,
  decidedAt: Nullable(Timestamp),
});

export const Activation = Type.Object({
  status: ActivationStatusSchema,
  /** The reason of a rejection, which the merchant reads. */
  reason: Nullable(Type.String()),
  ...ActivationDetailsSchema.properties,
  documents: Type.Array(ActivationDocument),
  payoutAccount: Type.Object({ verified: Type.Boolean(), label: Nullable(Type.String()) }),
  /** Payout accounts added after approval and where their review stands. */
  payoutAccountReviews: Type.Array(PayoutAccountReview),
  /** What Submit still needs, one sentence each (empty when ready). */
  missing: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
  submittedAt: Nullable(Timestamp),
  decidedAt: Nullable(Timestamp),
  frozen: Type.Boolean(),
  frozenReason: Nullable(Type.String()),
  termsVersion: Type.String(),
});
export const ActivationAnswer = DataOf(Activation);

/** PUT /activation: what is filled in; null clears a field, an absent field stays as it was. */
export const SaveActivationBody = Type.Object(
  {
    legalName: Type.Optional(Nullable(ShortText(100))),
    tradingName: Type.Optional(Nullable(ShortText(100))),
    kind: Type.Optional(Nullable(BusinessKindSchema)),
    registrationNumber: Type.Optional(Nullable(ShortText(40))),
    nationalId: Type.Optional(Nullable(ShortText(40))),
    address: Type.Optional(Nullable(ShortText(200))),
    district: Type.Optional(Nullable(ShortText(40))),
    category: Type.Optional(Nullable(ShortText(60))),
    expectedMonthlyVolume: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }))),
  },
  closed,
);
export const SubmitActivationBody = Type.Object({ acceptTerms: Type.Boolean() }, closed);
export const DocumentAnswer = DataOf(ActivationDocument);

// ---------------------------------------------------------------------------------------------
// The back office

export const MerchantIdParams = Type.Object({ merchantId: Uuid }, closed);
export const PaymentIdParams = Type.Object({ paymentId: Uuid }, closed);
export const StaffUserParams = Type.Object({ userId: Uuid }, closed);
export const DocumentParams = Type.Object({ merchantId: Uuid, documentId: Uuid }, closed);

export const StaffMe = Type.Object({
  userId: Uuid,
  phone: Type.String(),
  role: StaffRoleSchema,
  permissions: Type.Array(Type.String()),
});
export const StaffMeAnswer = DataOf(StaffMe);

export const ActivationQueueQuery = Type.Object({ status: Type.Optional(ActivationStatusSchema) }, closed);
export const ActivationQueueItem = Type.Object({
  merchantId: Uuid,
  status: ActivationStatusSchema,
  legalName: Nullable(Type.String()),
  tradingName: Nullable(Type.String()),
  kind: Nullable(BusinessKindSchema),
  district: Nullable(Type.String()),
  phone: Type.String(),
  submittedAt: Nullable(Timestamp),
  submissionCount: Type.Integer(),
});
export const ActivationQueueAnswer = ListOf(ActivationQueueItem);

export const StaffActivation = Type.Object({
  merchantId: Uuid,
  phone: Type.String(),
  ...Activation.properties,
  submissionCount: Type.Integer(),
  /** Documents open only for roles that may (admin); others see that they exist. */
  documentsVisible: Type.Boolean(),
});
export const StaffActivationAnswer = DataOf(StaffActivation);

export const DecisionBody = Type.Object({ code: ShortText(12), reason: Type.Optional(ShortText(500)) }, closed);
export const FreezeBody = Type.Object({ code: ShortText(12), reason: Type.String({ minLength: 1, maxLength: 500 }) }, closed);

export const Balance = Type.Object({ currency: Type.String(), available: MinorUnits, pending: MinorUnits });
export const StaffMerchant = Type.Object({
  merchantId: Uuid,
  phone: Type.String(),
  fullName: Nullable(Type.String()),
  businessName: Nullable(Type.String()),
  category: Nullable(Type.String()),
  createdAt: Timestamp,
  activation: ActivationStatusSchema,
  activationReason: Nullable(Type.String()),
  frozen: Type.Boolean(),
  frozenReason: Nullable(Type.String()),
  frozenAt: Nullable(Timestamp),
  balances: Type.Object({ test: Type.Array(Balance), live: Type.Array(Balance) }),
  payoutAccounts: Type.Array(Type.Object({ id: Uuid, type: Type.String(), provider: Type.String(), accountNumber: Type.String(), verified: Type.Boolean() })),
});
export const StaffMerchantAnswer = DataOf(StaffMerchant);

export const SearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 80 }) }, closed);
export const SearchItem = Type.Object({
  type: Type.Union([Type.Literal('person'), Type.Literal('merchant'), Type.Literal('payment'), Type.Literal('payout')]),
  id: Uuid,
  /** What a person reads: a name, a business, a reference and amount. */
  label: Type.String(),
  detail: Type.String(),
  merchantId: Nullable(Uuid),
});
export const SearchAnswer = ListOf(SearchItem);

export const TimelineEntry = Type.Object({
  at: Timestamp,
  kind: Type.Union([Type.Literal('status'), Type.Literal('webhook'), Type.Literal('sms'), Type.Literal('audit')]),
  text: Type.String(),
});
export const StaffPayment = Type.Object({
  id: Uuid,
  reference: Type.String(),
  merchantId: Uuid,
  status: Type.String(),
  amount: MinorUnits,
  currency: Type.String(),
  method: Type.String(),
  provider: Type.String(),
  providerRef: Nullable(Type.String()),
  livemode: Type.Boolean(),
  createdAt: Timestamp,
  statusChangedAt: Timestamp,
  timeline: Type.Array(TimelineEntry),
});
export const StaffPaymentAnswer = DataOf(StaffPayment);

export const StuckPayment = Type.Object({
  id: Uuid,
  reference: Type.String(),
  merchantId: Uuid,
  amount: MinorUnits,
  currency: Type.String(),
  provider: Type.String(),
  livemode: Type.Boolean(),
  processingSince: Timestamp,
});
export const StuckPaymentsAnswer = ListOf(StuckPayment);
export const CheckAnswer = DataOf(Type.Object({ id: Uuid, status: Type.String(), changed: Type.Boolean() }));

export const StaffMember = Type.Object({
  userId: Uuid,
  phone: Type.String(),
  fullName: Nullable(Type.String()),
  role: StaffRoleSchema,
  /** From ADMIN_PHONES (changed in the configuration only). */
  configured: Type.Boolean(),
  addedAt: Nullable(Timestamp),
});
export const StaffListAnswer = ListOf(StaffMember);
export const StaffMemberAnswer = DataOf(StaffMember);
/** POST /admin/staff: phone as 8 national digits (or +232 and 8 digits). */
export const AddStaffBody = Type.Object({ phone: ShortText(20), role: StaffRoleSchema, code: ShortText(12) }, closed);
export const RemoveStaffBody = Type.Object({ code: ShortText(12) }, closed);

export const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })), before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })) }, closed);
export const AuditEntry = Type.Object({
  seq: Type.Integer(),
  at: Timestamp,
  action: Type.String(),
  actorRole: Type.String(),
  actorUserId: Nullable(Uuid),
  actorPhone: Nullable(Type.String()),
  targetType: Nullable(Type.String()),
  targetId: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  requestId: Nullable(Type.String()),
});
export const AuditAnswer = ListOf(AuditEntry);

export const PlatformOverview = Type.Object({
  schedules: Type.Array(Type.Object({ queue: Type.String(), cron: Type.String() })),
  webhookDeliveries: Type.Array(
    Type.Object({ id: Uuid, endpointId: Uuid, eventType: Type.String(), status: Type.String(), attempts: Type.Integer(), lastError: Nullable(Type.String()), updatedAt: Timestamp }),
  ),
  providerErrors: Type.Array(Type.Object({ kind: Type.Union([Type.Literal('payment'), Type.Literal('payout')]), id: Uuid, provider: Type.String(), reason: Type.String(), at: Timestamp })),
});
export const PlatformAnswer = DataOf(PlatformOverview);

export const PayoutAccountReviewQuery = Type.Object({ status: Type.Optional(PayoutAccountReviewStatusSchema) }, closed);
export const PayoutAccountReviewsAnswer = ListOf(PayoutAccountReview);
export const PayoutAccountReviewAnswer = DataOf(PayoutAccountReview);
export const AccountIdParams = Type.Object({ accountId: Uuid }, closed);

/** Resend receipt: the SMS goes to the payer's phone again. */
export const ResendReceiptAnswer = DataOf(Type.Object({ paymentId: Uuid, sentTo: Type.String() }));

/** Retry a webhook delivery: a new delivery of the same event to the same endpoint. */
export const DeliveryIdParams = Type.Object({ deliveryId: Uuid }, closed);
export const RetryWebhookAnswer = DataOf(Type.Object({ deliveryId: Uuid, retryOf: Uuid, status: Type.String() }));

/** Platform settings (admins only). */
export const PlatformSettingsSchema = Type.Object({ stuckPaymentMinutes: Type.Integer() });
export const PlatformSettingsAnswer = DataOf(PlatformSettingsSchema);
export const SaveSettingsBody = Type.Object({ stuckPaymentMinutes: Type.Integer({ minimum: 5, maximum: 1440 }), code: ShortText(12) }, closed);

export type ActivationView = Static<typeof Activation>;
export type ActivationDocumentView = Static<typeof ActivationDocument>;
export type SaveActivationInput = Static<typeof SaveActivationBody>;
export type StaffMeView = Static<typeof StaffMe>;
export type ActivationQueueItemView = Static<typeof ActivationQueueItem>;
export type StaffActivationView = Static<typeof StaffActivation>;
export type StaffMerchantView = Static<typeof StaffMerchant>;
export type SearchItemView = Static<typeof SearchItem>;
export type StaffPaymentView = Static<typeof StaffPayment>;
export type StuckPaymentView = Static<typeof StuckPayment>;
export type StaffMemberView = Static<typeof StaffMember>;
export type AuditEntryView = Static<typeof AuditEntry>;
export type PlatformOverviewView = Static<typeof PlatformOverview>;
export type PayoutAccountReviewView = Static<typeof PayoutAccountReview>;
export type PlatformSettingsView = Static<typeof PlatformSettingsSchema>;
