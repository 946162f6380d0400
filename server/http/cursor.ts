/**
 * One keyset cursor for every list (issue 20: one place for each thing): opaque to clients,
 * base64url of "<ISO time>|<uuid>" of the last row they saw. Decoding accepts exactly what
 * encoding writes, in years PostgreSQL and JavaScript both hold (issue 22: a cursor dated -4714
 * or 275760 was a 500), and anything else is a 400 naming the field.
 *
 * Strict (issue 36 item 8): a cursor is accepted only if encoding what it decodes to gives the
 * very same text, so an extra `|part`, an upper-case UUID, padding or another spelling of the
 * same bytes is refused like any other cursor this API did not make.
 */
import { ERROR_CODES } from '../../domain/errors.ts';
import { DomainError } from '../domain-error.ts';
import { isUuid } from '../../domain/ids.ts';

export interface TimeCursor {
  at: Date;
  id: string;
}

/** A time as toISOString writes it, years 1970 to 9999. */
export const ISO_TIME = /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeTimeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`, 'utf8').toString('base64url');
}

export function decodeTimeCursor(raw: string, field = 'cursor'): TimeCursor {
  const [time, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const at = new Date(time ?? '');
  const exact = ISO_TIME.test(time ?? '') && !Number.isNaN(at.getTime()) && at.toISOString() === time;
  // Our ids are lower-case UUIDs; the round trip refuses anything encodeTimeCursor would not write.
  if (!id || !isUuid(id) || id !== id.toLowerCase() || !exact || encodeTimeCursor(at, id) !== raw) {
    throw new DomainError(ERROR_CODES.invalidInput, `${field} is not one this API gave out`, { details: [{ field, message: `${field} is not one this API gave out` }] });
  }
  return { at, id };
}

/**
 * One page of a keyset list (issue 38: one page helper for every list). The query asked for
 * `limit + 1` rows: the extra row only says that another page follows, and the cursor is the last
 * row the client gets.
 */
export function pageOf<Row>(rows: readonly Row[], limit: number, cursorOf: (last: Row) => string): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
