import { describe, expect, it } from 'vitest';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from './cursor.ts';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const raw = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('the one keyset cursor', () => {
  it('decodes exactly what it encodes', () => {
    const at = new Date('2026-11-23T10:05:00.123Z');
    expect(decodeTimeCursor(encodeTimeCursor(at, id))).toEqual({ at, id });
  });

  it.each([
    ['-004714-01-01T00:00:00.000Z', id],
    ['+275760-09-13T00:00:00.000Z', id],
    ['0000-01-01T00:00:00.000Z', id],
    ['2026-11-23', id],
    ['2026-02-30T00:00:00.000Z', id],
    ['2026-11-23T10:05:00.123Z', 'not-a-uuid'],
  ])('refuses %s|%s with a 400 naming the field', (time, rowId) => {
    expect(() => decodeTimeCursor(raw(`${time}|${rowId}`))).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('probe: the cursor codec refuses anything it did not make (issue 36 item 8)', () => {
  const at = '2026-11-23T10:05:00.123Z';
  it.each([
    ['an extra |part', raw(`${at}|${id}|extra`)],
    ['an upper-case UUID', raw(`${at}|${id.toUpperCase()}`)],
    ['base64 padding', `${raw(`${at}|${id}`)}=`],
    ['standard base64 characters', Buffer.from(`${at}|${id}`).toString('base64').replace(/=+$/, '') + '+'],
    ['a trailing separator', raw(`${at}|${id}|`)],
    ['an empty string', ''],
  ])('%s is a 400 naming the field', (_name, cursor) => {
    expect(() => decodeTimeCursor(cursor, 'cursor')).toThrow(expect.objectContaining({ statusCode: 400, details: [{ field: 'cursor', message: 'cursor is not one this API gave out' }] }));
  });
});

describe('one page of a keyset list (pageOf)', () => {
  const cursorOf = (n: number) => `after-${n}`;
  it('gives the first `limit` rows and a cursor at the last one when the query found one more', () => {
    expect(pageOf([1, 2, 3, 4], 3, cursorOf)).toEqual({ rows: [1, 2, 3], nextCursor: 'after-3' });
  });
  it('has no next page when the query found `limit` rows or fewer', () => {
    expect(pageOf([1, 2, 3], 3, cursorOf)).toEqual({ rows: [1, 2, 3], nextCursor: null });
    expect(pageOf([], 3, cursorOf)).toEqual({ rows: [], nextCursor: null });
  });
});
