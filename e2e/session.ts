import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

interface DevMessage {
  code?: string;
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
  const outbox = (await (await request.get(`/api/v1/dev/messages?to=${encodeURIComponent(`+232${phone}`)}`)).json()) as { data: DevMessage[] };
  const code = outbox.data[0]?.code;
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
