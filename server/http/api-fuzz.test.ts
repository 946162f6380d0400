/**
 * The API fuzz test (issue 14 item 2, issue 22): every route of the route table, malformed every
 * way a client or an attacker can: wrong types, missing and extra fields, huge and deeply nested
 * bodies, bad JSON, wrong content types, NUL bytes and broken characters, over-long parameters,
 * junk query strings, foreign origins. Each answer must be below 500, in the
 * `{ error: { code, message } }` envelope when it is a refusal, with the security headers, and
 * no-store when it is a private API answer.
 *
 * `npm run fuzz` runs it at any size: FUZZ_REQUESTS=20000 FUZZ_SEED=7 npm run fuzz. CI runs the
 * default (2,000 requests, fixed seed) with the rest of the server suite.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzSettings } from '../test/test-env.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { freshIp, signIn } from '../test/auth-helpers.ts';
import { envelopeProblem, missingSecurityHeaders } from '../test/envelope.ts';
import { apiRoutes, bodyFields, bodyWith, fillUrl, sampleParam, schemaPart, wrongTypeFor, type JsonSchema } from '../test/route-walk.ts';
import type { RouteEntry } from '../plugins/route-table.ts';
import { PUBLIC_API_PATHS } from '../plugins/no-store.ts';

const { requests: REQUESTS, seed: SEED } = fuzzSettings();

/** mulberry32: small, seeded, good enough to pick cases reproducibly. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(SEED);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

let testApp: TestApp;
let token = '';
let cookie = '';
let phoneSerial = 0;

async function freshSession(): Promise<void> {
  phoneSerial += 1;
  const { token: newToken, response } = await signIn(testApp.app, `3${String(6_000_000 + phoneSerial).padStart(7, '0')}`, freshIp());
  token = newToken;
  cookie = /(?:^|\n)(sp_session=[^;]*)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
}

beforeAll(async () => {
  testApp = await createTestApp();
  await freshSession();
});
afterAll(async () => {
  await testApp.close();
});

/** A value that fits a field's schema well enough to get past the type check. */
function plausible(schema: JsonSchema): unknown {
  const types = ([] as unknown[]).concat(schema.type ?? 'string');
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (types.includes('integer') || types.includes('number')) return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  if (types.includes('object')) return {};
  return 'abc';
}

function plausibleBody(route: RouteEntry): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schemaPart(route, 'body')?.properties ?? {})) body[name] = plausible(property);
  return body;
}

const BAD_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', '%00', "'; DROP TABLE users; --", '\u202e', 'x'.repeat(5000)];
const JUNK_QUERIES = [
  'limit=1e309', 'limit=Infinity', 'limit=-Infinity', 'limit=-1', 'limit=1.5', 'limit=NaN', 'limit=0x10', 'limit=99999999999999999999',
  'cursor=%00', 'cursor=%ZZ', 'to=%00', 'to=%ED%A0%80', 'x=%E0%A4%A', 'limit=1&limit=2', '__proto__=1', 'constructor[prototype][x]=1',
  'a[b][c]=1', `q=${'z'.repeat(8000)}`, '%%%', '=&=&', `cursor=${Buffer.from('-004714-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000').toString('base64url')}`,
];
const BAD_JSON = ['{', '{"a":', '{,}', 'nul', '[1,]', '{"a":1}}', '"\\ud800"', '{"a":"\\u0000"}', '\u00ff\u00fe', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '1e309', 'true', '[]'];
const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'application/xml', 'text/html', 'application/octet-stream', 'application/json-patch+json', 'image/png'];

type Mutation = (route: RouteEntry) => InjectOptions;

function urlOf(route: RouteEntry, rawParam?: () => string): string {
  return rawParam ? fillUrl(route, rawParam, true) : fillUrl(route, (_name, schema) => sampleParam(schema));
}

/** Already percent-encoded: NUL, lone surrogates as WTF-8, a cut-off emoji, overlong UTF-8. */
const BAD_PARAMS = ['%00', 'a%00b', '%ED%A0%80', 'x%ED%BF%BFy', '%F0%9F', '%C0%80', '%EF%BF%BE', '%E2%80%AE'];

function jsonRequest(route: RouteEntry, payload: string, url = urlOf(route)): InjectOptions {
  return { method: route.method as InjectOptions['method'], url, headers: { 'content-type': 'application/json' }, payload };
}

const MUTATIONS: Record<string, Mutation> = {
  wrongType(route) {
    const fields = bodyFields(schemaPart(route, 'body') ?? {});
    if (fields.length === 0) return jsonRequest(route, JSON.stringify(pick([12345, true, ['x'], 'text', null])));
    const field = pick(fields);
    return jsonRequest(route, JSON.stringify({ ...plausibleBody(route), ...bodyWith(field.path, wrongTypeFor(field.schema) ?? { x: 1 }) }));
  },
  missingFields: (route) => jsonRequest(route, pick(['{}', '[]', '""', '0'])),
  extraFields: (route) => jsonRequest(route, JSON.stringify({ ...plausibleBody(route), [`extra_${between(0, 99)}`]: 'x', isAdmin: true })),
  plausible: (route) => jsonRequest(route, JSON.stringify(plausibleBody(route))),
  hugeBody: (route) => jsonRequest(route, JSON.stringify({ ...plausibleBody(route), filler: 'x'.repeat(between(60_000, 200_000)) })),
  deepBody(route) {
    const depth = between(65, 20_000);
    const open = pick(['[', '{"a":']);
    const close = open === '[' ? ']' : '}';
    return jsonRequest(route, `${open.repeat(depth)}1${close.repeat(depth)}`);
  },
  badJson: (route) => jsonRequest(route, pick(BAD_JSON)),
  wrongContentType(route) {
    const options = jsonRequest(route, pick(['phone=76123456', JSON.stringify(plausibleBody(route)), '<a/>', 'x']));
    return { ...options, headers: { 'content-type': pick(WRONG_TYPES) } };
  },
  badTextInBody(route) {
    const fields = bodyFields(schemaPart(route, 'body') ?? {});
    const path = fields.length > 0 ? pick(fields).path : 'text';
    return jsonRequest(route, JSON.stringify({ ...plausibleBody(route), ...bodyWith(path, pick(BAD_TEXT)) }));
  },
  badTextInParam: (route) => ({ method: route.method as InjectOptions['method'], url: urlOf(route, () => pick(BAD_PARAMS)) }),
  longParam: (route) => ({ method: route.method as InjectOptions['method'], url: urlOf(route, () => 'p'.repeat(between(101, 12_000))) }),
  junkQuery: (route) => ({ method: route.method as InjectOptions['method'], url: `${urlOf(route)}?${pick(JUNK_QUERIES)}` }),
  badPercentInPath: (route) => ({ method: route.method as InjectOptions['method'], url: urlOf(route, () => pick(['%E0%A4%A', '%', '%zz', '%C0%AF', '..%2F..%2Fetc'])) }),
  randomBytes(route) {
    const bytes = Buffer.alloc(between(1, 2000));
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = between(0, 255);
    return { method: route.method as InjectOptions['method'], url: urlOf(route), headers: { 'content-type': 'application/json' }, payload: bytes };
  },
  otherMethod: (route) => ({ method: pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const), url: urlOf(route) }),
};

type Credential = 'none' | 'bearer' | 'garbage' | 'cookie-evil' | 'cookie-own';

function withCredential(options: InjectOptions, credential: Credential): InjectOptions {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
  if (credential === 'bearer') headers.authorization = `Bearer ${token}`;
  if (credential === 'garbage') headers.authorization = pick(['Bearer x', 'Bearer \u00ff', 'Basic abc', `Bearer ${'A'.repeat(3000)}`]);
  if (credential === 'cookie-evil') Object.assign(headers, { cookie, origin: 'https://evil.example' });
  if (credential === 'cookie-own') Object.assign(headers, { cookie, origin: 'http://localhost' });
  if (random() < 0.3) headers['idempotency-key'] = pick([randomUUID(), 'short', 'k'.repeat(200), 'bad key!']);
  return { ...options, headers, remoteAddress: freshIp() };
}

describe(`API fuzz: ${REQUESTS} malformed requests over the route table (seed ${SEED})`, () => {
  it('answers every one below 500, in the envelope, with the security headers', async () => {
    const routes = apiRoutes(testApp.app);
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const mutationNames = Object.keys(MUTATIONS);
    for (let index = 0; index < REQUESTS && failures.length < 20; index += 1) {
      const route = pick(routes);
      const mutation = pick(mutationNames);
      const credential = pick<Credential>(['none', 'bearer', 'bearer', 'garbage', 'cookie-evil', 'cookie-own']);
      const options = withCredential((MUTATIONS[mutation] as Mutation)(route), credential);
      const answer = await testApp.app.inject(options);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      const label = `#${index} ${mutation}/${credential} ${String(options.method)} ${String(options.url).slice(0, 120)}`;
      const problems: string[] = [];
      if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
      if (answer.statusCode >= 400) {
        const problem = envelopeProblem(answer);
        if (problem) problems.push(problem);
      }
      const missing = missingSecurityHeaders(answer);
      if (missing.length > 0) problems.push(`missing ${missing.join(', ')}`);
      const path = String(options.url).split('?')[0] ?? '';
      if (!PUBLIC_API_PATHS.has(path) && answer.headers['cache-control'] !== 'no-store') problems.push(`cache-control ${String(answer.headers['cache-control'])}`);
      if (problems.length > 0) failures.push(`${label} → ${answer.statusCode} ${problems.join('; ')} ${answer.body.slice(0, 160)}`);
      // A fuzzed logout (or anything else) may end our session: sign in again to keep coverage.
      if (credential === 'bearer' && answer.statusCode === 401) await freshSession();
    }
    console.info(`fuzz seed ${SEED}: ${REQUESTS} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(failures).toEqual([]);
  }, 30 * 60_000);
});
