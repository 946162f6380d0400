/**
 * Issue 22: a 500 from the database used to log the SQL parameters (names, addresses, emails).
 * Logs carry ids and codes, never personal data, nor request bodies, nor query values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { freshIp, signIn } from '../test/auth-helpers.ts';
import { redactQuery, serializeErrorForLog } from './log-safety.ts';

const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await testApp.close();
});

describe('error logs', () => {
  it('log a forced database error with its code and table, never the SQL parameters or the body', async () => {
    const phone = '30700001';
    const { token } = await signIn(testApp.app, phone, freshIp());
    // A rule the database enforces and the service does not know: the update fails inside PostgreSQL.
    await testApp.database.withSession((session) =>
      session.script('ALTER TABLE users ADD CONSTRAINT log_test_short_names CHECK (char_length(full_name) < 3) NOT VALID'),
    );
    const before = lines.length;
    const answer = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile?trace=Kadiatu',
      headers: { authorization: `Bearer ${token}` },
      payload: { fullName: 'Aminata Kamara', streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Western Area' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });

    const logged = lines.slice(before).join('\n');
    // The failure is there, with what an operator needs: the SQLSTATE and the constraint.
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('23514');
    expect(logged).toContain('log_test_short_names');
    // The personal data is not: parameters, PostgreSQL's "Failing row contains (…)", the query value.
    for (const secret of ['Aminata', 'Kamara', 'Siaka', 'Freetown', 'Western Area', `+232${phone}`, token, 'Kadiatu']) {
      expect(logged, secret).not.toContain(secret);
    }
  });
});

describe('serializeErrorForLog', () => {
  it('keeps the SQL text with placeholders, drops the parameters and database messages', () => {
    const cause = Object.assign(new Error('value "amina@example.sl" is too long'), { code: '22001', table: 'users', column: 'email', detail: 'Failing row contains (amina@example.sl).' });
    const error = Object.assign(new Error('Failed query: update "users" set "email" = $1\nparams: amina@example.sl'), {
      name: 'DrizzleQueryError',
      query: 'update "users" set "email" = $1',
      params: ['amina@example.sl'],
      cause,
    });
    const serialized = serializeErrorForLog(error);
    expect(JSON.stringify(serialized)).not.toContain('amina@example.sl');
    expect(serialized).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query', query: 'update "users" set "email" = $1' });
    expect(serialized.cause).toMatchObject({ code: '22001', table: 'users', column: 'email', message: 'database error 22001' });
    expect(serialized.stack).toMatch(/^\s+at /);
  });

  it('keeps our own errors readable', () => {
    expect(serializeErrorForLog(new TypeError('x is not a function'))).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  });
});

describe('request logs', () => {
  it('name query parameters without their values', () => {
    expect(redactQuery('/api/v1/dev/messages?to=%2B23276123456&limit=5')).toBe('/api/v1/dev/messages?to=…&limit=…');
    expect(redactQuery('/api/v1/transactions')).toBe('/api/v1/transactions');
  });
});
