import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay, classifySend, retryDelay } from './policy.ts';

describe('classifySend', () => {
  it.each([
    [200, 'done'],
    [201, 'done'],
    [204, 'done'],
    [401, 'signIn'],
    [408, 'retry'],
    [429, 'retry'],
    [400, 'terminal'],
    [403, 'terminal'],
    [404, 'terminal'],
    [409, 'terminal'],
    [422, 'terminal'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
  ] as const)('HTTP %i → %s', (status, outcome) => {
    expect(classifySend({ kind: 'status', status })).toBe(outcome);
  });

  it('retries a network failure and a 409 that says our earlier attempt is still running', () => {
    expect(classifySend({ kind: 'network', message: 'Failed to fetch' })).toBe('retry');
    expect(classifySend({ kind: 'status', status: 409, code: 'idempotency_in_flight' })).toBe('retry');
    expect(classifySend({ kind: 'status', status: 422, code: 'idempotency_mismatch' })).toBe('terminal');
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt, jittered between half and all of the step', () => {
    for (const attempts of [1, 2, 3, 4, 5]) {
      const step = BACKOFF_BASE_MS * 2 ** (attempts - 1);
      expect(backoffDelay(attempts, () => 0)).toBe(step / 2);
      expect(backoffDelay(attempts, () => 0.999999)).toBeLessThanOrEqual(step);
      expect(backoffDelay(attempts, () => 0.999999)).toBeGreaterThan(step * 0.99);
    }
  });

  it('never exceeds the cap, however many attempts', () => {
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(50, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });

  it('spreads real random delays over the whole window', () => {
    const delays = Array.from({ length: 500 }, () => backoffDelay(3));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(4_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(8_000);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });

  it('waits at least as long as the server’s Retry-After, within the cap', () => {
    expect(retryDelay(1, { kind: 'status', status: 429, retryAfterMs: 30_000 }, () => 0)).toBe(30_000);
    expect(retryDelay(1, { kind: 'status', status: 429, retryAfterMs: 10 * BACKOFF_MAX_MS }, () => 0)).toBe(BACKOFF_MAX_MS);
  });
});
