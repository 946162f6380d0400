import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DevMessage } from '../domain/api-contract.ts';

/** The Authorization header of a session token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** GETs `path` as the token's user, expects success and returns the `data` of the answer. */
export async function apiData<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: bearer(token) });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Every message the dev outbox holds for `to` (E.164 or email), newest first. */
export async function devMessages(request: APIRequestContext, to: string): Promise<DevMessage[]> {
  const response = await request.get(`/api/v1/dev/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DevMessage[] }).data;
}

/** The demo merchant of local mode (DESIGN §4), seeded with sample data at server start. */
export const DEMO_PHONE = '76123456';

/** A fresh, valid Sierra Leone number (8 digits, first 1-9) nobody has used in this run. */
export function newPhone(): string {
  return `9${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** Signs `phone` (8 digits) in through the real API, reading the code from the dev outbox. */
export async function apiSignIn(request: APIRequestContext, phone: string): Promise<string> {
  const send = await request.post('/api/v1/auth/phone/login', { data: { phone } });
  if (!send.ok()) throw new Error(`send code: ${send.status()} ${await send.text()}`);
  const code = (await devMessages(request, `+232${phone}`))[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  const verify = await request.post('/api/v1/auth/phone/verify-otp', { data: { phone, code } });
  if (!verify.ok()) throw new Error(`verify: ${verify.status()} ${await verify.text()}`);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

function sharedFile(name: string): string {
  // One server per run, one data directory: a session shared by every worker of this run.
  return path.join(process.env.E2E_DATA_DIR ?? '/tmp', name);
}

/**
 * A session for the demo merchant shared by every test of the run: the server allows one code
 * per number per 60 s and five per hour (DESIGN §5), so tests must not each sign in again.
 */
export async function demoMerchantToken(request: APIRequestContext): Promise<string> {
  const tokenFile = sharedFile('e2e-demo-token.json');
  const lockFile = sharedFile('e2e-demo-token.lock');
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (existsSync(tokenFile)) {
      const { token } = JSON.parse(readFileSync(tokenFile, 'utf8')) as { token: string };
      const check = await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
      if (check.ok()) return token;
    }
    let lock: number | undefined;
    try {
      lock = openSync(lockFile, 'wx');
    } catch {
      // Another worker is signing in: wait for its token.
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      const token = await apiSignIn(request, DEMO_PHONE);
      writeFileSync(tokenFile, JSON.stringify({ token }));
      return token;
    } finally {
      closeSync(lock);
    }
  }
  throw new Error('no demo merchant session within 90 s');
}

/** Opens the app already past the preview gate and signed in with `token`, as after a real sign-in. */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript(
    ([authToken]) => {
      localStorage.setItem('preview_access', '1');
      localStorage.setItem('auth_token', authToken ?? '');
    },
    [token],
  );
  await page.goto(path);
}

export interface Merchant {
  token: string;
  id: string;
  auth: { authorization: string };
}

/**
 * A new user with a complete profile and a business profile, made through the API: a merchant of
 * their own, with nothing shared with any other test.
 */
export async function newMerchant(request: APIRequestContext, businessName: string, category = 'Retail'): Promise<Merchant> {
  const token = await apiSignIn(request, newPhone());
  const auth = bearer(token);
  const profile = await request.put('/api/v1/auth/profile', {
    headers: auth,
    data: { fullName: 'Aminata Sesay', streetAddress: '4 Wilkinson Road', city: 'Freetown', district: 'Western Area' },
  });
  expect(profile.ok()).toBe(true);
  expect((await request.put('/api/v1/merchant-profile', { headers: auth, data: { businessName, category } })).ok()).toBe(true);
  const me = await apiData<{ id: string }>(request, '/api/v1/auth/profile', token);
  return { token, id: me.id, auth };
}
