import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { READ_ERROR_TEXT, readableError } from './error-message.ts';

/** Raw text that must never reach a screen: browser errors, JS error names, schema patterns. */
const RAW = /Failed to fetch|TypeError|NetworkError|pattern|\^\[|undefined|status \d{3}/;

describe('readableError: a failed read in people\'s words', () => {
  const cases: [string, unknown, string][] = [
    ['offline (fetch rejected)', new NetworkError('Failed to fetch'), READ_ERROR_TEXT.offline],
    ['a malformed id in the address', new ApiError('params/id must match pattern "^[0-9a-fA-F]{8}-…"', 400, 'validation_error', {}), READ_ERROR_TEXT.notFound],
    ['not found', new ApiError('Transaction not found', 404, 'not_found', {}), READ_ERROR_TEXT.notFound],
    ['signed out', new ApiError('Please sign in to continue.', 401, 'unauthorized', {}), READ_ERROR_TEXT.signIn],
    ['rate limited', new ApiError('Too many requests', 429, 'rate_limited', {}), READ_ERROR_TEXT.busy],
    ['a server error', new ApiError('Request failed with status 500', 500, undefined, {}), READ_ERROR_TEXT.server],
    ['a bug in the app', new TypeError("Cannot read properties of undefined (reading 'id')"), READ_ERROR_TEXT.unknown],
    ['nothing at all', undefined, READ_ERROR_TEXT.unknown],
  ];
  it.each(cases)('%s', (_name, error, expected) => {
    const text = readableError(error);
    expect(text).toBe(expected);
    expect(text).not.toMatch(RAW);
  });
});
