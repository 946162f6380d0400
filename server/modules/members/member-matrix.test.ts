/**
 * The member permission table as a matrix (issue 35): every merchant route of the route table ×
 * every role (owner, admin, developer, seller, viewer), one row each, mirroring the staff matrix
 * of issue 34 (server/modules/admin/permissions-matrix.test.ts). The rows come from the app's own
 * route table: a signed-in route missing from server/plugins/member-routes.ts fails the first
 * test, so no route is forgotten. A role listed for the route's permission in domain/members.ts
 * gets past the guard (anything but 401/403: the empty body's 400, an unknown id's 404); every
 * other role gets 403 in the envelope, whatever the id.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMBER_PERMISSIONS, MEMBER_ROLES, memberMay, type MemberPermission, type MemberRole } from '../../../domain/members.ts';
import type { InviteView } from '../../../domain/members.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { apiRoutes, fillUrl } from '../../test/route-walk.ts';
import { envelopeProblem } from '../../test/envelope.ts';
import { freshIp } from '../../test/auth-helpers.ts';
import { MEMBER_ROUTE_PERMISSIONS } from '../../plugins/member-routes.ts';

const PHONES: Record<MemberRole, string> = { owner: '30536001', admin: '30536002', developer: '30536003', seller: '30536004', viewer: '30536005' };

// Top-level await: the rows come from the app's own route table.
const testApp = await createTestApp({ env: { RATE_LIMIT_USER: '1000000', RATE_LIMIT_IP: '1000000' } });
afterAll(async () => {
  await testApp.close();
});

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const routes = apiRoutes(testApp.app);
const merchantRoutes = routes.filter((route) => {
  const permission = MEMBER_ROUTE_PERMISSIONS[key(route)];
  return permission !== undefined && permission !== 'personal';
});

/** PATCH/DELETE /members/{userId} let anyone act on themselves (leave, lower their role); on anyone else it is members.manage. */
const effectivePermission = (route: { method: string; url: string }): MemberPermission => {
  if (route.url === '/api/v1/members/:userId') return 'members.manage';
  return MEMBER_ROUTE_PERMISSIONS[key(route)] as MemberPermission;
};

const tokens = new Map<MemberRole, string>();
let merchantId = '';
async function setUp(): Promise<void> {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    const answer = await testApp.app.inject({ method, url, remoteAddress: freshIp(), headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    return { status: answer.statusCode, body: answer.json<{ data: T }>(), text: answer.body };
  };
  const owner = await signIn(testApp.app, PHONES.owner);
  tokens.set('owner', owner.token);
  merchantId = owner.user.id ?? '';
  await call('PUT', '/api/v1/merchant-profile', owner.token, { businessName: 'Matrix Stall', category: 'Retail' });
  for (const role of MEMBER_ROLES.filter((role) => role !== 'owner')) {
    const invited = await call('POST', '/api/v1/members', owner.token, { phone: PHONES[role], role });
    if (invited.status !== 201) throw new Error(`inviting ${role} failed: ${invited.text}`);
    const person = await signIn(testApp.app, PHONES[role]);
    const [invite] = (await call<{ items: InviteView[] }>('GET', '/api/v1/invites', person.token)).body.data.items;
    const accepted = await call('POST', `/api/v1/invites/${invite?.id}/accept`, person.token);
    if (accepted.status !== 200) throw new Error(`accepting as ${role} failed: ${accepted.text}`);
    tokens.set(role, person.token);
  }
}
async function tokenOf(role: MemberRole): Promise<string> {
  if (tokens.size === 0) await setUp();
  return tokens.get(role) ?? '';
}

describe('every signed-in route names a permission of the members table', () => {
  it('finds each route that refuses a stranger (staff routes and provider callbacks aside) in the table, and nothing stale', async () => {
    const signedIn: string[] = [];
    for (const route of routes) {
      if (route.url.startsWith('/api/v1/admin/') || route.url.startsWith('/api/v1/providers/')) continue;
      const anonymous = await testApp.app.inject({ method: route.method as 'GET', url: fillUrl(route, () => randomUUID()), remoteAddress: freshIp(), ...(route.method === 'GET' ? {} : { payload: {} }) });
      if (anonymous.statusCode === 401) signedIn.push(key(route));
    }
    expect(signedIn.filter((name) => MEMBER_ROUTE_PERMISSIONS[name] === undefined)).toEqual([]);
    const known = new Set(routes.map(key));
    expect(Object.keys(MEMBER_ROUTE_PERMISSIONS).filter((name) => !known.has(name))).toEqual([]);
    for (const permission of Object.values(MEMBER_ROUTE_PERMISSIONS)) expect(permission === 'personal' || permission in MEMBER_PERMISSIONS).toBe(true);
    expect(merchantRoutes.length).toBeGreaterThanOrEqual(60);
  }, 300_000);
});

const rows = merchantRoutes.flatMap((route) => MEMBER_ROLES.map((role) => ({ route, role, name: `${route.method} ${route.url} as ${role}` })));

describe('the member permission matrix: every merchant route × every role', { timeout: 300_000 }, () => {
  it.each(rows)('$name', async ({ route, role }) => {
    const token = await tokenOf(role);
    const answer = await testApp.app.inject({
      method: route.method as 'GET',
      // Ids that exist for nobody: a refusal must not depend on them.
      url: fillUrl(route, () => randomUUID()),
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${token}`, 'salone-business': merchantId },
      // A role change is judged by the service (anyone may lower their own role): it needs a valid body to get there.
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: route.url === '/api/v1/members/:userId' ? { role: 'viewer' } : {} }),
    });
    if (memberMay(role, effectivePermission(route))) {
      expect(answer.statusCode, answer.body).not.toBe(401);
      expect(answer.statusCode, answer.body).not.toBe(403);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    } else {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(envelopeProblem(answer)).toBeNull();
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    }
  });
});
