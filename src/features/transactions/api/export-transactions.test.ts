import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '../../../lib/api-client.ts';
import { exportTransactions } from './export-transactions.ts';

describe('exportTransactions', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the CSV with the session token, counting bytes and rows as they arrive', async () => {
    const csv = 'Date,Amount\n2026-11-01,5000\n2026-11-02,7000\n';
    const fetchMock = vi.fn(async () => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="activity-nov.csv"' } }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('auth_token', 'tok-export');
    const progress: number[] = [];

    const result = await exportTransactions({}, (step) => progress.push(step.rows));

    expect(result).toMatchObject({ filename: 'activity-nov.csv', rows: 2, bytes: csv.length });
    expect(await result.blob.text()).toBe(csv);
    expect(progress.at(-1)).toBe(2);
    const [address, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toMatch(/\/transactions\/export\.csv\?/);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-export');
    expect(new Headers(init.headers).get('Accept')).toBe('text/csv');
  });

  it('a 401 signs the user out, as every other request does, and says why', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }), { status: 401 })));
    localStorage.setItem('auth_token', 'tok-expired');
    const signOut = vi.fn();
    const stop = onUnauthorized(signOut);

    await expect(exportTransactions({}, () => undefined)).rejects.toMatchObject({ status: 401, message: 'Please sign in to continue.' });
    stop();
    expect(signOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
