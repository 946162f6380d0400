/**
 * Drizzle table definitions, one file per area in ./schema, the source of the query types.
 * Migrations in ./migrations are hand-written SQL (NNNN_name.sql, applied in order by
 * migrate.ts); schema.test.ts fails when a table here and the migrated database disagree.
 */
export * from './schema/app-meta.ts';
export * from './schema/auth.ts';
export * from './schema/idempotency.ts';
export * from './schema/dashboard.ts';
export * from './schema/ledger.ts';
export * from './schema/payments.ts';
export * from './schema/events.ts';
export * from './schema/webhooks.ts';
export * from './schema/payment-links.ts';
export * from './schema/notifications.ts';
export * from './schema/refunds.ts';
export * from './schema/payouts.ts';
export * from './schema/api-keys.ts';
// Issue 17: open live streams across processes (0140).
export * from './schema/live.ts';
// Issue 34: activation, staff, audit log, documents (0160).
export * from './schema/activation.ts';
// Issue 35: teams (0170).
export * from './schema/members.ts';
