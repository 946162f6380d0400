/** Webhooks (issue 12); ../migrations/0090_webhooks.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './payments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchantProfiles.userId, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  status: text('status', { enum: ['enabled', 'disabled'] }).notNull().default('enabled'),
  failingSince: at('failing_since'),
  livemode: boolean('livemode').notNull().default(false),
  secretBox: text('secret_box').notNull(),
  previousSecretBox: text('previous_secret_box'),
  previousSecretExpiresAt: at('previous_secret_expires_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (table) => [
  check('webhook_endpoints_check', sql`(previous_secret_box IS NULL) = (previous_secret_expires_at IS NULL)`),
  check('webhook_endpoints_events_check', sql`cardinality(events) >= 1`),
  check('webhook_endpoints_status_check', sql`status = ANY (ARRAY['enabled'::text, 'disabled'::text])`),
  check('webhook_endpoints_url_check', sql`(length(url) >= 8) AND (length(url) <= 2048)`),
  index('webhook_endpoints_merchant_idx').on(table.merchantId, table.createdAt),
]);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid('id').primaryKey(),
  endpointId: uuid('endpoint_id')
    .notNull()
    .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  eventId: text('event_id').notNull(),
  eventType: text('event_type').notNull(),
  origin: text('origin', { enum: ['event', 'resend', 'test'] }).notNull(),
  payload: text('payload').notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at'),
  claimedUntil: at('claimed_until'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (table) => [
  check('webhook_deliveries_attempts_check', sql`attempts >= 0`),
  check('webhook_deliveries_check', sql`(status = 'pending'::text) = (next_attempt_at IS NOT NULL)`),
  check('webhook_deliveries_origin_check', sql`origin = ANY (ARRAY['event'::text, 'resend'::text, 'test'::text])`),
  check('webhook_deliveries_status_check', sql`status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text])`),
  index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`status = 'pending'::text`),
  index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt.desc()),
  uniqueIndex('webhook_deliveries_event_once').on(table.endpointId, table.eventId).where(sql`origin = 'event'::text`),
]);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: uuid('delivery_id')
    .notNull()
    .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  attemptedAt: at('attempted_at').notNull(),
  statusCode: integer('status_code'),
  latencyMs: integer('latency_ms').notNull(),
  responseExcerpt: text('response_excerpt').notNull().default(''),
  error: text('error'),
}, (table) => [
  check('webhook_attempts_attempt_check', sql`attempt >= 1`),
  check('webhook_attempts_error_check', sql`length(error) <= 300`),
  check('webhook_attempts_latency_ms_check', sql`latency_ms >= 0`),
  check('webhook_attempts_response_excerpt_check', sql`length(response_excerpt) <= 1024`),
  unique('webhook_attempts_delivery_id_attempt_key').on(table.deliveryId, table.attempt),
]);
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
