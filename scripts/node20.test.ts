/**
 * Install on the engines floor (Node 20.19): no installed package may ask for a newer Node, and the
 * cookie library pinned for that (`overrides.cookie` 1.x, since 2.x wants Node 22) must still do
 * everything @fastify/cookie and light-my-request ask of it: parse, set, sign and unsign.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';

const root = new URL('../', import.meta.url);
const FLOOR = [20, 19, 0] as const;

/** True when `range` (an npm engines range) admits Node 20.19.0. Handles the forms the lock uses. */
function admitsFloor(range: string): boolean {
  return range.replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split('||').some((alternative) =>
    alternative.trim().split(/\s+/).filter(Boolean).every((part) => {
      const match = /^(>=|>|<=|<|\^|~|=)?v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(part);
      if (!match) return true; // '*' or an unusual form: not a Node-22-only constraint
      const [, op = '=', major, minor = '0', patch = '0'] = match;
      const want = [Number(major), Number(minor) || 0, Number(patch) || 0];
      const cmp = FLOOR[0] - want[0]! || FLOOR[1] - want[1]! || FLOOR[2] - want[2]!;
      if (op === '>=') return cmp >= 0;
      if (op === '>') return cmp > 0;
      if (op === '<') return cmp < 0;
      if (op === '<=') return cmp <= 0;
      if (op === '^') return FLOOR[0] === want[0] && cmp >= 0;
      if (op === '~') return FLOOR[0] === want[0] && FLOOR[1] === want[1] && cmp >= 0;
      return FLOOR[0] === want[0] && (minor === 'x' || minor === '*' || cmp === 0 || match[3] === undefined);
    }),
  );
}

describe('install on Node 20.19', () => {
  it('reads engine ranges the way npm does for the cases in the lock', () => {
    expect(admitsFloor('>=22')).toBe(false);
    expect(admitsFloor('>=18')).toBe(true);
    expect(admitsFloor('^20.19.0 || ^22.12.0 || >=24.0.0')).toBe(true);
    expect(admitsFloor('^22.12.0 || >=24')).toBe(false);
    expect(admitsFloor('>= 20')).toBe(true);
  });

  it('no production or development dependency in the lock asks for a newer Node (no EBADENGINE)', () => {
    const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional)
      .map(([path, entry]) => [path, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter(([, range]) => range !== undefined && !admitsFloor(range))
      .map(([path, range]) => `${path} wants node ${range}`);
    expect(refusing).toEqual([]);
  });
});

describe('cookies with the Node-20 cookie library', () => {
  async function app() {
    const server = Fastify();
    await server.register(cookie, { secret: 'a-secret-of-thirty-two-characters!!' });
    server.get('/set', (_request, reply) => {
      void reply.setCookie('plain', 'a b;c', { path: '/', httpOnly: true, sameSite: 'lax' });
      void reply.setCookie('signed', 'user-1', { path: '/', signed: true });
      return { ok: true };
    });
    server.get('/read', (request) => ({
      plain: request.cookies.plain,
      signed: request.unsignCookie(request.cookies.signed ?? ''),
    }));
    return server;
  }

  it('sets cookies with their attributes and reads back plain and signed values', async () => {
    const server = await app();
    const set = await server.inject({ method: 'GET', url: '/set' });
    const headers = ([] as string[]).concat(set.headers['set-cookie'] ?? []);
    expect(headers).toHaveLength(2);
    expect(headers[0]).toMatch(/^plain=a%20b%3Bc; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(headers[1]).toMatch(/^signed=user-1\.[\w%+/=-]+; Path=\/; SameSite=Lax$/);
    // light-my-request parses the Set-Cookie headers back (it too uses the cookie library).
    const jar = Object.fromEntries(set.cookies.map((c) => [c.name, c.value]));
    const read = await server.inject({ method: 'GET', url: '/read', cookies: jar });
    expect(read.json()).toEqual({ plain: 'a b;c', signed: { valid: true, renew: false, value: 'user-1' } });
    await server.close();
  });

  it('refuses a signed cookie whose value was changed', async () => {
    const server = await app();
    const set = await server.inject({ method: 'GET', url: '/set' });
    const signed = set.cookies.find((c) => c.name === 'signed')!.value.replace('user-1', 'user-2');
    const read = await server.inject({ method: 'GET', url: '/read', cookies: { signed } });
    expect(read.json().signed).toEqual({ valid: false, renew: false, value: null });
    await server.close();
  });
});
