/** Helpers for the auth tests: a movable clock and the sign-in steps a client performs. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DevMessage } from '../../domain/api-contract.ts';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  advanceSeconds(seconds: number): void;
}

export function testClock(start = Date.parse('2026-03-02T09:00:00Z')): TestClock {
  let current = start;
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let nextIp = 1;
/** A fresh client IP per test, so per-IP limits of one test never leak into another. */
export function freshIp(): string {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

export async function post(app: FastifyInstance, url: string, payload?: object, options: { token?: string; ip?: string; cookie?: string } = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

export async function devMessages(app: FastifyInstance, to: string): Promise<DevMessage[]> {
  // From an address of its own: reading the outbox is not the client under test's traffic.
  const response = await app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(to)}`, remoteAddress: freshIp() });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: DevMessage[] }>().data;
}

/** The code of the newest message to `to` in the development outbox. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await devMessages(app, to);
  if (!message?.code) throw new Error(`no code in the outbox for ${to}`);
  return message.code;
}

/** Any 6 digits other than `code`. */
export function otherCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, '0');
}

export async function sendLoginCode(app: FastifyInstance, phone: string, ip?: string): Promise<string> {
  const response = await post(app, '/api/v1/auth/phone/login', { phone }, { ip });
  expect(response.statusCode, response.body).toBe(200);
  return latestCode(app, `+232${phone}`);
}

export async function signIn(app: FastifyInstance, phone: string, ip?: string): Promise<{ token: string; response: LightMyRequestResponse }> {
  const code = await sendLoginCode(app, phone, ip);
  const response = await post(app, '/api/v1/auth/phone/verify-otp', { phone, code }, { ip });
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json<{ data: { token: string } }>().data.token, response };
}

export async function getProfile(app: FastifyInstance, token: string, ip?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/v1/auth/profile',
    remoteAddress: ip ?? '127.0.0.1',
    headers: { authorization: `Bearer ${token}` },
  });
}
