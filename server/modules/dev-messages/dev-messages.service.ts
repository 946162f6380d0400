/**
 * Development outbox (DESIGN §3): outside production every SMS and email the server sends is
 * recorded here and printed on the console, so a newcomer can sign in without a phone network.
 * This is the only place one-time codes may appear in logs, and it never runs in production.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DevMessage } from '../../../domain/api-contract.ts';
import { isValidPhone, toE164 } from '../../../domain/phone.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import type { Db } from '../../db/client.ts';
import { insertDevMessage, listDevMessages, type DevMessageRow } from './dev-messages.queries.ts';

export interface OutgoingDevMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  code?: string;
  link?: string;
}

export interface DevOutbox {
  record(message: OutgoingDevMessage): Promise<void>;
  list(to: string | undefined): Promise<DevMessage[]>;
}

const LIST_LIMIT = 50;

/**
 * The `to` filter as people type it: +23276123456, 23276123456, 76123456, or an email. In a query
 * string an unencoded `+` arrives as a space, so a leading space before 232 means +232.
 */
export function normalizeRecipient(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return normalizeEmail(value);
  const digits = value.replace(/[\s()-]/g, '').replace(/^\+/, '');
  if (/^232\d{8}$/.test(digits)) return `+${digits}`;
  if (isValidPhone(digits)) return toE164(digits);
  return value;
}

function toDevMessage(row: DevMessageRow): DevMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    ...(row.subject !== null ? { subject: row.subject } : {}),
    body: row.body,
    ...(row.code !== null ? { code: row.code } : {}),
    ...(row.link !== null ? { link: row.link } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The console line for one message: what a newcomer is looking for (the code, or the email link)
 * first, on one line that stands out from the request lines around it.
 */
export function outboxLine(message: OutgoingDevMessage): string {
  const channel = message.channel === 'sms' ? 'SMS' : 'email';
  if (message.code) return `>>> CODE ${message.code} <<< ${channel} to ${message.to} (dev outbox)`;
  // Named by its channel: a receipt link goes by SMS, a verification link by email.
  if (message.link) return `>>> ${message.channel === 'sms' ? 'SMS' : 'EMAIL'} LINK <<< to ${message.to}: ${message.link} (dev outbox)`;
  return `[dev outbox] ${channel} to ${message.to}: ${message.subject ? `${message.subject}: ` : ''}${message.body}`;
}

export function createDevOutbox(deps: { db: Db; log: FastifyBaseLogger; now: () => Date }): DevOutbox {
  return {
    async record(message) {
      await insertDevMessage(deps.db, {
        id: randomUUID(),
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        code: message.code ?? null,
        link: message.link ?? null,
        createdAt: deps.now(),
      });
      deps.log.info({ devOutbox: { channel: message.channel, to: message.to, code: message.code, link: message.link } }, outboxLine(message));
    },
    async list(to) {
      const rows = await listDevMessages(deps.db, to === undefined || to.trim() === '' ? undefined : normalizeRecipient(to), LIST_LIMIT);
      return rows.map(toDevMessage);
    },
  };
}
