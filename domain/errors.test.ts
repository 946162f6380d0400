/** The one error-code registry (issue 20): unique codes, real statuses, and types that refuse strangers. */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorEntry, type ErrorCode } from './errors.ts';

describe('the error-code registry', () => {
  const entries = Object.values(ERRORS);

  it('gives every code once', () => {
    const codes = entries.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('writes every code in snake_case with a 4xx or 5xx status', () => {
    for (const entry of entries) {
      expect(entry.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
    }
  });

  it('names each code once in ERROR_CODES, and finds each entry by its code', () => {
    expect(Object.keys(ERROR_CODES)).toEqual(Object.keys(ERRORS));
    for (const [name, entry] of Object.entries(ERRORS)) {
      expect(ERROR_CODES[name as keyof typeof ERROR_CODES]).toBe(entry.code);
      expect(errorEntry(entry.code)).toBe(entry);
    }
  });

  it('holds the one-time code and link codes with their statuses (SPEC §5)', () => {
    expect(errorEntry('invalid_code').status).toBe(400);
    expect(errorEntry('invalid_link').status).toBe(400);
    expect(errorEntry('resend_too_soon').status).toBe(429);
    expect(errorEntry('send_limit_reached').status).toBe(429);
  });

  it('does not type-check a code that is not in the registry', () => {
    const known: ErrorCode = 'invalid_input';
    // @ts-expect-error 'no_such_code' is not a registered ErrorCode: typecheck fails without this line's directive.
    const unknown: ErrorCode = 'no_such_code';
    expect([known, unknown]).toHaveLength(2);
  });
});
