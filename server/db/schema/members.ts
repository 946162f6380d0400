/** Teams (issue 35); ../migrations/0170_members.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MEMBER_LOG_ACTIONS, MEMBER_ROLES } from '../../../domain/members.ts';
import { users } from './auth.ts';
import { merchantProfiles } from './payments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ROLE_CHECK = sql`role = ANY (ARRAY['owner'::text, 'admin'::text, 'developer'::text, 'seller'::text, 'viewer'::text])`;

export const businessMembers = pgTable('business_members', {
  id: uuid('id').primaryKey(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchantProfiles.userId, { onDelete: 'restrict' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  role: text('role', { enum: MEMBER_ROLES }).notNull(),
  inviteId: uuid('invite_id'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  removedAt: at('removed_at'),
  removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'restrict' }),
}, (table) => [
  check('business_members_role_check', ROLE_CHECK),
  uniqueIndex('business_members_live_idx').on(table.merchantId, table.userId).where(sql`removed_at IS NULL`),
  index('business_members_user_idx').on(table.userId).where(sql`removed_at IS NULL`),
]);
export type BusinessMemberRow = typeof businessMembers.$inferSelect;

export const businessInvites = pgTable('business_invites', {
  id: uuid('id').primaryKey(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchantProfiles.userId, { onDelete: 'restrict' }),
  phone: text('phone').notNull(),
  role: text('role', { enum: MEMBER_ROLES }).notNull(),
  invitedBy: uuid('invited_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  acceptedAt: at('accepted_at'),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'restrict' }),
  revokedAt: at('revoked_at'),
}, (table) => [
  check('business_invites_phone_check', sql`phone ~ '^\\+232[0-9]{8}$'::text`),
  check('business_invites_role_check', ROLE_CHECK),
  check('business_invites_expiry_check', sql`expires_at > created_at`),
  index('business_invites_phone_idx').on(table.phone, table.expiresAt),
  index('business_invites_merchant_idx').on(table.merchantId, table.createdAt),
]);

export const memberLog = pgTable('member_log', {
  id: uuid('id').primaryKey(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchantProfiles.userId, { onDelete: 'restrict' }),
  actorUserId: uuid('actor_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  action: text('action', { enum: MEMBER_LOG_ACTIONS }).notNull(),
  subjectPhone: text('subject_phone').notNull(),
  role: text('role', { enum: MEMBER_ROLES }),
  at: at('at').notNull(),
}, (table) => [
  check('member_log_action_check', sql`action = ANY (ARRAY['invite'::text, 'accept'::text, 'role_change'::text, 'removal'::text])`),
  check('member_log_role_check', sql`(role IS NULL) OR (role = ANY (ARRAY['owner'::text, 'admin'::text, 'developer'::text, 'seller'::text, 'viewer'::text]))`),
  index('member_log_merchant_idx').on(table.merchantId, table.at),
]);
