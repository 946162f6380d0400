/**
 * The staff permission table as a matrix (issue 34): every staff route of the route table × every
 * kind of caller (admin, support, developer, a merchant, a customer, a merchant's API key), one
 * row each. The rows are generated from the routes themselves (config.staffPermission), so a
 * staff route added tomorrow is in the matrix without anyone editing it. A caller whose role is
 * listed for the route's permission in domain/activation.ts's STAFF_PERMISSIONS gets past the
 * guard (anything but 401/403: the empty body's 400, an unknown id's 404); everyone else gets
 * 403 in the envelope, whatever the id, so no answer tells which ids exist.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '../../../domain/activation.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { client } from '../../test/activation-flow.ts';
import { apiRoutes, fillUrl } from '../../test/route-walk.ts';
import { envelopeProblem } from '../../test/envelope.ts';
import { freshIp } from '../../test/auth-helpers.ts';

const PHONES = { admin: '31900001', support: '31900002', developer: '31900003', merchant: '31900004', customer: '31900005' } as const;
const CALLERS = ['admin', 'support', 'developer', 'merchant', 'customer', 'apiKey'] as const;
type Caller = (typeof CALLERS)[number];

// Top-level await: the rows come from the app's own route table.
let now = new Date('2026-03-02T10:00:00Z');
const testApp = await createTestApp({ clock: () => now, env: { ADMIN_PHONES: `+232${PHONES.admin}` } });
afterAll(async () => {
  await testApp.close();
});

const staffRoutes = apiRoutes(testApp.app).filter((route) => route.url.startsWith('/api/v1/admin/'));
const permissionOf = (route: (typeof staffRoutes)[number]) => (route.config as { staffPermission?: StaffPermission } | undefined)?.staffPermission;

const tokens = new Map<Caller, string>();
async function tokenOf(caller: Caller): Promise<string> {
  const known = tokens.get(caller);
  if (known) return known;
  if (tokens.size === 0) await setUp();
  return tokens.get(caller) ?? '';
}

async function setUp(): Promise<void> {
  const api = client(testApp.app);
  const admin = (await signIn(testApp.app, PHONES.admin)).token;
  tokens.set('admin', admin);
  // The admin adds support and developer staff through the real route (a step-up code each, 60 s apart on the clock).
  for (const role of ['support', 'developer'] as const) {
    now = new Date(now.getTime() + 2 * 60_000);
    const code = await api.stepUp(admin, `+232${PHONES.admin}`, 'staff_action');
    const added = await api.call('POST', '/api/v1/admin/staff', admin, { phone: PHONES[role], role, code });
    if (added.status !== 201) throw new Error(`adding ${role} failed: ${added.status} ${JSON.stringify(added.body)}`);
    tokens.set(role, (await signIn(testApp.app, PHONES[role])).token);
  }
  const merchant = (await signIn(testApp.app, PHONES.merchant)).token;
  await api.call('PUT', '/api/v1/merchant-profile', merchant, { businessName: 'Matrix Traders', category: 'Retail' });
  tokens.set('merchant', merchant);
  tokens.set('customer', (await signIn(testApp.app, PHONES.customer)).token);
  const key = await api.call<{ secret: string }>('POST', '/api/v1/api-keys', merchant, { name: 'Matrix', mode: 'test' });
  tokens.set('apiKey', key.body.data.secret);
}

const allowed = (permission: StaffPermission, caller: Caller) =>
  caller !== 'merchant' && caller !== 'customer' && caller !== 'apiKey' && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(caller);

const rows = staffRoutes.flatMap((route) => CALLERS.map((caller) => ({ route, caller, name: `${route.method} ${route.url} as ${caller}` })));

describe('every staff route names a permission of the roles table', () => {
  it('has staff routes, each with a known staffPermission', () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(15);
    const missing = staffRoutes.filter((route) => {
      const permission = permissionOf(route);
      return permission === undefined || !(permission in STAFF_PERMISSIONS);
    });
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('documents every staff route in the OpenAPI document (session only, 401 and 403)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const document = response.json<{ paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: Record<string, unknown> }>> }>();
    const adminPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/admin/'));
    const documented = adminPaths.flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(documented.sort()).toEqual(staffRoutes.map((route) => `${route.method} ${route.url}`).sort());
    for (const [, item] of adminPaths) {
      for (const operation of Object.values(item)) {
        expect(operation.security).toEqual([{ session: [] }]);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
  });
});

describe('the permission matrix: every staff route × every caller', () => {
  it.each(rows)('$name', async ({ route, caller }) => {
    const permission = permissionOf(route);
    expect(permission).toBeDefined();
    const token = await tokenOf(caller);
    const answer = await testApp.app.inject({
      method: route.method as 'GET',
      // Ids that exist for nobody: a refusal must not depend on them.
      url: fillUrl(route, () => randomUUID()),
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${token}` },
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    if (allowed(permission as StaffPermission, caller)) {
      expect(answer.statusCode, answer.body).not.toBe(401);
      expect(answer.statusCode, answer.body).not.toBe(403);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    } else {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(envelopeProblem(answer)).toBeNull();
      expect(answer.json<{ error: { code: string } }>().error.code).toBe(caller === 'apiKey' ? 'api_key_not_allowed' : 'forbidden');
    }
  });
});
