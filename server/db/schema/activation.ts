/** Activation and the back office (issue 34); ../migrations/0160_activation.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVATION_STATUSES, ACTOR_ROLES, BUSINESS_KINDS, DOCUMENT_CONTENT_TYPES, DOCUMENT_KINDS, STAFF_ROLES } from '../../../domain/activation.ts';
import { users } from './auth.ts';
import { linkedAccounts } from './dashboard.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const merchantActivations = pgTable('merchant_activations', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  status: text('status', { enum: ACTIVATION_STATUSES }).notNull().default('not_started'),
  reason: text('reason'),
  legalName: text('legal_name'),
  tradingName: text('trading_name'),
  kind: text('kind', { enum: BUSINESS_KINDS }),
  registrationNumber: text('registration_number'),
  nationalId: text('national_id'),
  address: text('address'),
  district: text('district'),
  category: text('category'),
  expectedMonthlyVolume: bigint('expected_monthly_volume', { mode: 'number' }),
  termsVersion: text('terms_version'),
  termsAcceptedAt: at('terms_accepted_at'),
  submittedAt: at('submitted_at'),
  submissionCount: integer('submission_count').notNull().default(0),
  decidedAt: at('decided_at'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
  approvedPayoutAccountId: uuid('approved_payout_account_id').references(() => linkedAccounts.id, { onDelete: 'set null' }),
  frozenAt: at('frozen_at'),
  frozenReason: text('frozen_reason'),
  frozenBy: uuid('frozen_by').references(() => users.id, { onDelete: 'restrict' }),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (table) => [
  check('merchant_activations_status_check', sql`status = ANY (ARRAY['not_started'::text, 'submitted'::text, 'approved'::text, 'rejected'::text])`),
  check('merchant_activations_reason_check', sql`(reason IS NULL) OR ((char_length(reason) >= 1) AND (char_length(reason) <= 500))`),
  check('merchant_activations_legal_name_check', sql`(legal_name IS NULL) OR ((char_length(legal_name) >= 2) AND (char_length(legal_name) <= 100))`),
  check('merchant_activations_trading_name_check', sql`(trading_name IS NULL) OR ((char_length(trading_name) >= 2) AND (char_length(trading_name) <= 100))`),
  check('merchant_activations_kind_check', sql`(kind IS NULL) OR (kind = ANY (ARRAY['individual'::text, 'sole_trader'::text, 'company'::text]))`),
  check('merchant_activations_registration_number_check', sql`(registration_number IS NULL) OR ((char_length(registration_number) >= 1) AND (char_length(registration_number) <= 40))`),
  check('merchant_activations_national_id_check', sql`(national_id IS NULL) OR ((char_length(national_id) >= 1) AND (char_length(national_id) <= 40))`),
  check('merchant_activations_address_check', sql`(address IS NULL) OR ((char_length(address) >= 5) AND (char_length(address) <= 200))`),
  check('merchant_activations_category_check', sql`(category IS NULL) OR ((char_length(category) >= 2) AND (char_length(category) <= 60))`),
  check('merchant_activations_expected_monthly_volume_check', sql`(expected_monthly_volume IS NULL) OR (expected_monthly_volume >= 0)`),
  check('merchant_activations_submission_count_check', sql`submission_count >= 0`),
  check('merchant_activations_submitted_has_time', sql`(status = 'not_started'::text) OR (submitted_at IS NOT NULL)`),
  check('merchant_activations_decision_has_time', sql`(status = ANY (ARRAY['approved'::text, 'rejected'::text])) = (decided_at IS NOT NULL)`),
  check('merchant_activations_frozen_reason_check', sql`(frozen_reason IS NULL) OR ((char_length(frozen_reason) >= 1) AND (char_length(frozen_reason) <= 500))`),
  check('merchant_activations_frozen_has_reason', sql`(frozen_at IS NULL) = (frozen_reason IS NULL)`),
  index('merchant_activations_queue_idx').on(table.status, table.submittedAt),
]);
export type MerchantActivationRow = typeof merchantActivations.$inferSelect;

export const payoutAccountReviews = pgTable('payout_account_reviews', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => linkedAccounts.id, { onDelete: 'cascade' }),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
  reason: text('reason'),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
}, (table) => [
  check('payout_account_reviews_status_check', sql`status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])`),
  check('payout_account_reviews_reason_check', sql`(reason IS NULL) OR ((char_length(reason) >= 1) AND (char_length(reason) <= 500))`),
  index('payout_account_reviews_queue_idx').on(table.status, table.createdAt),
]);
export type PayoutAccountReviewRow = typeof payoutAccountReviews.$inferSelect;

export const activationDocuments = pgTable('activation_documents', {
  id: uuid('id').primaryKey(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
  contentType: text('content_type', { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name'),
  createdAt: at('created_at').notNull(),
  supersededAt: at('superseded_at'),
}, (table) => [
  check('activation_documents_kind_check', sql`kind = ANY (ARRAY['id_document'::text, 'registration_certificate'::text])`),
  check('activation_documents_content_type_check', sql`content_type = ANY (ARRAY['image/jpeg'::text, 'image/png'::text, 'image/webp'::text, 'application/pdf'::text])`),
  check('activation_documents_size_bytes_check', sql`(size_bytes >= 1) AND (size_bytes <= 5242880)`),
  check('activation_documents_sha256_check', sql`sha256 ~ '^[0-9a-f]{64}$'::text`),
  check('activation_documents_file_name_check', sql`(file_name IS NULL) OR (char_length(file_name) <= 200)`),
  index('activation_documents_merchant_idx').on(table.merchantId, table.kind, table.createdAt.desc()),
]);
export type ActivationDocumentRow = typeof activationDocuments.$inferSelect;

export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  addedBy: uuid('added_by').references(() => users.id, { onDelete: 'restrict' }),
  createdAt: at('created_at').notNull(),
  removedAt: at('removed_at'),
  removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'restrict' }),
}, () => [
  check('staff_members_role_check', sql`role = ANY (ARRAY['admin'::text, 'support'::text, 'developer'::text])`),
]);
export type StaffMemberRow = typeof staffMembers.$inferSelect;

export const auditLog = pgTable('audit_log', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  at: at('at').notNull(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'restrict' }),
  actorRole: text('actor_role', { enum: ACTOR_ROLES }).notNull(),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: text('target_id'),
  reason: text('reason'),
  requestId: text('request_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
}, (table) => [
  check('audit_log_actor_role_check', sql`actor_role = ANY (ARRAY['admin'::text, 'support'::text, 'developer'::text, 'merchant'::text, 'system'::text])`),
  check('audit_log_action_check', sql`action ~ '^[a-z_]+\\.[a-z_]+$'::text`),
  index('audit_log_target_idx').on(table.targetType, table.targetId, table.seq),
  index('audit_log_actor_idx').on(table.actorUserId, table.seq),
]);
export type AuditLogRow = typeof auditLog.$inferSelect;

/** Platform settings (0190_platform_settings.sql): an admin's changes; no row reads as the default. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key', { enum: ['stuckPaymentMinutes'] }).primaryKey(),
  value: integer('value').notNull(),
  updatedAt: at('updated_at').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'restrict' }),
}, () => [
  check('platform_settings_key_check', sql`key = 'stuckPaymentMinutes'::text`),
  check('platform_settings_value_check', sql`value >= 0`),
]);
