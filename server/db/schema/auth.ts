/** Tables of the auth area; ../migrations/0001_auth.sql creates them (comments there). */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  fullName: text('full_name'),
  streetAddress: text('street_address'),
  city: text('city'),
  district: text('district'),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  profileCompleted: boolean('profile_completed').notNull().default(false),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  lastUsedAt: at('last_used_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
}, (table) => [
  index('sessions_user_id_idx').on(table.userId),
]);

export const otpCodes = pgTable('otp_codes', {
  id: uuid('id').primaryKey(),
  // sms: sign-in; email: address check; step-up codes to the user's own phone (one channel per
  // purpose, so a code for one action never confirms another); wallet_proof: a payout number's owner.
  channel: text('channel', { enum: ['sms', 'email', 'stepup_payout_account', 'stepup_payout', 'wallet_proof', 'stepup_staff_action'] }).notNull(),
  destination: text('destination').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  invalidatedAt: at('invalidated_at'),
}, (table) => [
  index('otp_codes_destination_idx').on(table.channel, table.destination, table.createdAt),
]);

export const emailLinks = pgTable('email_links', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  invalidatedAt: at('invalidated_at'),
}, (table) => [
  index('email_links_user_id_idx').on(table.userId),
]);

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

export const devMessages = pgTable('dev_messages', {
  id: uuid('id').primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  code: text('code'),
  link: text('link'),
  createdAt: at('created_at').notNull(),
}, (table) => [
  index('dev_messages_recipient_idx').on(table.recipient, table.createdAt),
]);

export type UserRow = typeof users.$inferSelect;
export type OtpChannel = (typeof otpCodes.$inferSelect)['channel'];
