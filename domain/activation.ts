/**
 * Activation and the back office (issue 34): a merchant applies to take real money, and staff
 * with SPEC's admin, support and developer roles run the platform. One set of rules for the
 * activation form, the API and the back office: the statuses, the business kinds, the field
 * rules, the documents a kind needs and what a document may be, and the staff roles table
 * (who may do what), which the server enforces on every staff route and the screens mirror.
 */
import { isDistrict } from './districts.ts';
import { ERRORS } from './errors.ts';

// ---------------------------------------------------------------------------------------------
// Activation

/** not started → submitted → approved or rejected (with a reason); a rejected merchant submits again. */
export const ACTIVATION_STATUSES = ['not_started', 'submitted', 'approved', 'rejected'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

export const ACTIVATION_STATUS_LABELS: Record<ActivationStatus, string> = {
  not_started: 'Not started',
  submitted: 'In review',
  approved: 'Approved',
  rejected: 'Needs changes',
};

export const BUSINESS_KINDS = ['individual', 'sole_trader', 'company'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

export const BUSINESS_KIND_LABELS: Record<BusinessKind, string> = {
  individual: 'Individual',
  sole_trader: 'Sole trader',
  company: 'Company',
};

export function isBusinessKind(value: unknown): value is BusinessKind {
  return typeof value === 'string' && (BUSINESS_KINDS as readonly string[]).includes(value);
}

export const DOCUMENT_KINDS = ['id_document', 'registration_certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  id_document: 'Photo of your ID',
  registration_certificate: 'Registration certificate',
};

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** Every kind sends a photo of an ID; a company also its registration certificate. */
export function requiredDocuments(kind: BusinessKind | null): DocumentKind[] {
  return kind === 'company' ? ['id_document', 'registration_certificate'] : ['id_document'];
}

/** At most 5 MB per document; an empty file is refused. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** What a document may be, decided by its content (magic bytes), never by its name or declared type. */
export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

/** The document's type from its first bytes: JPEG, PNG, WebP or PDF; null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

/** The sentences a refused document is answered with (API and form). */
export const DOCUMENT_REFUSALS = {
  empty: 'This file is empty. Choose a photo or a PDF of the document.',
  tooLarge: 'This file is larger than 5 MB. Take a smaller photo or send a smaller PDF.',
  wrongType: 'This file is not a photo (JPEG, PNG or WebP) or a PDF. Choose a photo or a PDF of the document.',
} as const;

export const ACTIVATION_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  registrationNumberMax: 40,
  nationalIdMax: 40,
  addressMin: 5,
  addressMax: 200,
  categoryMin: 2,
  categoryMax: 60,
  reasonMax: 500,
} as const;

/** What the merchant has filled in so far (every field may still be empty before Submit). */
export interface ActivationDetails {
  legalName: string | null;
  tradingName: string | null;
  kind: BusinessKind | null;
  registrationNumber: string | null;
  nationalId: string | null;
  address: string | null;
  district: string | null;
  category: string | null;
  /** Minor units of SLE per month, an integer. */
  expectedMonthlyVolume: number | null;
}

export const EMPTY_ACTIVATION_DETAILS: ActivationDetails = {
  legalName: null,
  tradingName: null,
  kind: null,
  registrationNumber: null,
  nationalId: null,
  address: null,
  district: null,
  category: null,
  expectedMonthlyVolume: null,
};

export type ActivationField = keyof ActivationDetails;

const REFERENCE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 /.-]*$/;

/** The sentence for a field that is filled in but wrong; undefined when it is fine or empty. */
export function activationFieldError(field: ActivationField, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  switch (field) {
    case 'legalName':
    case 'tradingName':
      if (text.length < ACTIVATION_LIMITS.nameMin || text.length > ACTIVATION_LIMITS.nameMax) {
        return `Use ${ACTIVATION_LIMITS.nameMin} to ${ACTIVATION_LIMITS.nameMax} characters.`;
      }
      return undefined;
    case 'kind':
      return isBusinessKind(value) ? undefined : 'Choose individual, sole trader or company.';
    case 'registrationNumber':
      return text.length <= ACTIVATION_LIMITS.registrationNumberMax && REFERENCE_SHAPE.test(text)
        ? undefined
        : 'Enter the registration number as it is on the certificate (letters, digits, / . -).';
    case 'nationalId':
      return text.length <= ACTIVATION_LIMITS.nationalIdMax && REFERENCE_SHAPE.test(text)
        ? undefined
        : 'Enter the national ID number as it is on the card (letters, digits, / . -).';
    case 'address':
      return text.length >= ACTIVATION_LIMITS.addressMin && text.length <= ACTIVATION_LIMITS.addressMax
        ? undefined
        : `Enter the business address (${ACTIVATION_LIMITS.addressMin} to ${ACTIVATION_LIMITS.addressMax} characters).`;
    case 'district':
      return isDistrict(text) ? undefined : 'Choose one of the districts of Sierra Leone.';
    case 'category':
      return text.length >= ACTIVATION_LIMITS.categoryMin && text.length <= ACTIVATION_LIMITS.categoryMax ? undefined : 'Choose a category.';
    case 'expectedMonthlyVolume':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? undefined : 'Enter the expected monthly volume as a whole amount of leones.';
  }
}

/** What Submit still needs, one sentence per missing piece (empty: ready to submit). */
export interface SubmitReadiness {
  missing: { field: string; message: string }[];
}

export function submitReadiness(
  details: ActivationDetails,
  documents: readonly DocumentKind[],
  payoutAccountVerified: boolean,
): SubmitReadiness {
  const missing: { field: string; message: string }[] = [];
  const need = (field: string, message: string) => missing.push({ field, message });
  if (!details.legalName) need('legalName', 'Enter the legal name.');
  if (!details.tradingName) need('tradingName', 'Enter the trading name.');
  if (!details.kind) need('kind', 'Choose the kind of business.');
  if (details.kind === 'company' && !details.registrationNumber) need('registrationNumber', 'Enter the company registration number.');
  if (details.kind && details.kind !== 'company' && !details.nationalId) need('nationalId', 'Enter your national ID number.');
  if (!details.address) need('address', 'Enter the business address.');
  if (!details.district) need('district', 'Choose the district.');
  if (!details.category) need('category', 'Choose a category.');
  if (details.expectedMonthlyVolume === null) need('expectedMonthlyVolume', 'Enter the expected monthly volume.');
  for (const kind of requiredDocuments(details.kind)) {
    if (!documents.includes(kind)) need(kind, `Upload the ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}.`);
  }
  if (!payoutAccountVerified) need('payoutAccount', 'Add and verify a payout account.');
  return { missing };
}

/** The terms a merchant accepts on Submit; recorded with the submission. */
export const ACTIVATION_TERMS_VERSION = '2026-11';

// ---------------------------------------------------------------------------------------------
// Live money: what a refusal says (the codes are in domain/errors.ts)

/** What a customer is told when the business is frozen (checkout, links, QR). */
export const FROZEN_CUSTOMER_SENTENCE = "This business can't take payments right now";

export const LIVE_REFUSAL_SENTENCES = {
  livemodeUnavailable: 'Live payments need a payment provider, and this installation has the sandbox only. Switch to Test mode.',
  merchantNotActivated: ERRORS.merchantNotActivated.message,
  merchantFrozen: ERRORS.merchantFrozen.message,
  /** The customer-facing sentence for a business that may not take live money (frozen or not activated). */
  customer: FROZEN_CUSTOMER_SENTENCE,
} as const;

// ---------------------------------------------------------------------------------------------
// Staff and their roles

export const STAFF_ROLES = ['admin', 'support', 'developer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  support: 'Support',
  developer: 'Developer',
};

/** Who wrote an audit row: a staff role, the merchant (activation submission) or the system. */
export type ActorRole = StaffRole | 'merchant' | 'system';
export const ACTOR_ROLES = ['admin', 'support', 'developer', 'merchant', 'system'] as const satisfies readonly ActorRole[];

/**
 * What staff may do. Each staff route names one permission; the server allows a request when the
 * signed-in person's role is listed here, and the back office shows only what the role may use.
 */
export const STAFF_PERMISSIONS = {
  /** The back office's home: who am I, what may I do. */
  'backoffice.enter': ['admin', 'support', 'developer'],
  /** The activation queue and a merchant's activation (without documents). */
  'activations.read': ['admin', 'support'],
  /** Approve or reject an activation, or a changed payout account. */
  'activations.decide': ['admin'],
  /** Open an activation document (ID photo, certificate). */
  'documents.read': ['admin'],
  /** Look up people, merchants and payments by phone, reference or id. */
  'search': ['admin', 'support'],
  /** A merchant's page: profile, activation, balances per mode, freeze state. */
  'merchants.read': ['admin', 'support'],
  /** Freeze and unfreeze a merchant. */
  'merchants.freeze': ['admin'],
  /** A payment's timeline: events, provider answers, webhooks, SMS. */
  'payments.read': ['admin', 'support'],
  /** Stuck payments and "Check with provider". */
  'payments.recheck': ['admin', 'support'],
  /** Send a payment's receipt again. */
  'receipts.resend': ['admin', 'support'],
  /** Full account numbers (support sees them masked). */
  'accounts.full': ['admin'],
  /** Jobs, webhook deliveries and provider call errors (ids only, no personal data). */
  'platform.read': ['admin', 'developer'],
  /** Retry a webhook delivery. */
  'webhooks.retry': ['admin', 'developer'],
  /** The staff list; adding and removing staff. */
  'staff.read': ['admin'],
  'staff.manage': ['admin'],
  /** The audit log. */
  'audit.read': ['admin'],
  /** Platform settings. */
  'settings': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function roleMay(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role !== null && role !== undefined && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** The permissions of one role (the screens show only these). */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) => roleMay(role, permission));
}

/** What a non-staff user is told asking for a `staff_action` step-up code (403). */
export const STAFF_CODE_REFUSED = 'Only Salone Pay staff can ask for a code to confirm a staff action.';

/** `+232` and 8 digits: how ADMIN_PHONES names a person (config) and how staff phones are stored. */
export const STAFF_PHONE_SHAPE = /^\+232\d{8}$/;

// ---------------------------------------------------------------------------------------------
// Audit log

/** Every action the audit log records. New actions are added here (the column takes `area.verb`). */
export const AUDIT_ACTIONS = [
  'activation.submitted',
  'activation.approved',
  'activation.rejected',
  'payout_account.approved',
  'payout_account.rejected',
  'document.viewed',
  'merchant.frozen',
  'merchant.unfrozen',
  'merchant.viewed',
  'staff.added',
  'staff.removed',
  'search.performed',
  'payment.viewed',
  'payment.rechecked',
  'receipt.resent',
  'webhook.retried',
  'settings.changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long a payment may sit in Processing before the back office lists it as stuck (minutes): the default of the setting below. */
export const STUCK_PROCESSING_MINUTES = 15;

// ---------------------------------------------------------------------------------------------
// Platform settings (admins only): kept small on purpose, each with its bounds and default.

export const PLATFORM_SETTINGS = {
  /** Minutes in Processing before a payment is listed as stuck in the back office. */
  stuckPaymentMinutes: { label: 'Stuck payment after (minutes)', min: 5, max: 1440, default: STUCK_PROCESSING_MINUTES },
} as const;
export type PlatformSettingKey = keyof typeof PLATFORM_SETTINGS;
export type PlatformSettings = Record<PlatformSettingKey, number>;

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = { stuckPaymentMinutes: PLATFORM_SETTINGS.stuckPaymentMinutes.default };

/** The sentence for a setting out of its bounds; undefined when it is fine. */
export function platformSettingError(key: PlatformSettingKey, value: number): string | undefined {
  const { min, max } = PLATFORM_SETTINGS[key];
  return Number.isSafeInteger(value) && value >= min && value <= max ? undefined : `Enter a whole number from ${min} to ${max}.`;
}

// ---------------------------------------------------------------------------------------------
// A payout account changed after approval: reviewed for that account only.

export const PAYOUT_ACCOUNT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PayoutAccountReviewStatus = (typeof PAYOUT_ACCOUNT_REVIEW_STATUSES)[number];

export const PAYOUT_ACCOUNT_REVIEW_LABELS: Record<PayoutAccountReviewStatus, string> = {
  pending: 'In review',
  approved: 'Approved',
  rejected: 'Not approved',
};

/** What a merchant reads about an account in review, on the Activation page and when a live payout to it is refused. */
export const PAYOUT_ACCOUNT_IN_REVIEW_SENTENCE =
  'Salone Pay is reviewing this new payout account. Live payouts to it start once it is approved; your approved accounts can still be paid.';
export const payoutAccountRejectedSentence = (reason: string | null) =>
  `Salone Pay did not approve this payout account${reason ? `: ${reason}` : ''}. Pay out to an approved account, or add another one.`;
