/** Webhooks (issue 12); ../migrations/0090_webhooks.sql creates them (comments there). */
import { bigserial, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
});
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
});
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
});
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
