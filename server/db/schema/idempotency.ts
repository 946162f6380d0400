/** Tables of the idempotency area; see ../migrations/0002_idempotency.sql, which creates them. */
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row per Idempotency-Key and scope (a signed-in user, or what a guest pays): `in_flight` while the
 * first request runs, then `done` with its response stored byte for byte for replays.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    /** Why the answer was not kept (migration 0030): it carried a secret, or it was too big. */
    withheld: text('withheld', { enum: ['secret', 'too_large'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.scope, table.key] }),
    check('idempotency_keys_state_check', sql`state = ANY (ARRAY['in_flight'::text, 'done'::text])`),
    check('idempotency_keys_withheld_check', sql`(withheld IS NULL) OR (withheld = ANY (ARRAY['secret'::text, 'too_large'::text]))`),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
