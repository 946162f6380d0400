/**
 * Issue 36 item 6: authentication runs before body validation on every signed-in route. Walked
 * from the route table, so a route added tomorrow is covered: every API route not on the short
 * list of public ones answers an anonymous request 401 `unauthorized`, whatever its body or query,
 * never a 400 that names the fields it expects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { freshIp } from '../test/auth-helpers.ts';
import { apiRoutes, fillUrl, sampleParam, WRITE_METHODS } from '../test/route-walk.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/**
 * Routes anyone may call (`METHOD /path` as the router knows it): sign-in, the guest checkout and
 * receipt, public configuration, the development tools of local mode. A new public route is added
 * here on purpose; a new signed-in route needs nothing.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/v1/health',
  // Issue 40: readiness for the load balancer, public like liveness.
  'GET /api/v1/health/ready',
  'GET /api/v1/config',
  'GET /api/v1/openapi.json',
  'POST /api/v1/auth/phone/login',
  'POST /api/v1/auth/phone/verify-otp',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/email/verify/:token',
  'GET /api/v1/dev/messages',
  'GET /api/v1/dev/ledger-audit',
  'POST /api/v1/support/contact',
  'GET /api/v1/receipts/:id',
  'GET /api/v1/checkout/merchants/:merchantId',
  'GET /api/v1/checkout/merchants/:merchantId/links/:linkId',
  'POST /api/v1/checkout/payments',
  'GET /api/v1/checkout/payments/:id',
  'POST /api/v1/checkout/payments/:id/code',
  'POST /api/v1/checkout/payments/:id/confirm',
  'POST /api/v1/checkout/payments/:id/cancel',
]);

/** Bodies and queries a stranger might send: none, empty, wrong shapes, wrong types. */
const BODIES: (string | undefined)[] = [undefined, '{}', '{"amount":"x","__probe":[1]}', '[]', 'not json'];

describe('probe: anonymous requests to signed-in routes are 401 whatever the body', () => {
  it('walks every signed-in API route with invalid bodies and no credentials', async () => {
    const failures: string[] = [];
    const walked: string[] = [];
    for (const route of apiRoutes(testApp.app)) {
      const name = `${route.method} ${route.url}`;
      if (PUBLIC_ROUTES.has(name)) continue;
      walked.push(name);
      const url = fillUrl(route, (_param, schema) => sampleParam(schema));
      const bodies = WRITE_METHODS.has(route.method) ? BODIES : [undefined];
      for (const body of bodies) {
        // A query no schema accepts, too: anonymous GETs must not learn the query's shape either.
        const answer = await testApp.app.inject({
          method: route.method as 'GET',
          url: `${url}${url.includes('?') ? '&' : '?'}limit=-5&cursor=%21`,
          remoteAddress: freshIp(),
          ...(body === undefined ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
        });
        if (answer.statusCode !== 401 || answer.json().error?.code !== 'unauthorized' || answer.json().error?.details !== undefined) {
          failures.push(`${name} body ${String(body)} → ${answer.statusCode} ${answer.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The public list names real routes only (a removed route leaves it).
    const known = new Set(apiRoutes(testApp.app).map((route) => `${route.method} ${route.url}`));
    expect([...PUBLIC_ROUTES].filter((name) => !known.has(name))).toEqual([]);
    // The walk reached the routes of the probe and the merchant API.
    expect(walked).toEqual(expect.arrayContaining(['POST /api/v1/payment-links', 'GET /api/v1/transactions', 'POST /api/v1/payments']));
    expect(walked.length).toBeGreaterThan(40);
  });

  it('probe: an anonymous POST /payment-links with an incomplete body is 401, not a 400 naming the missing field', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: '/api/v1/payment-links', remoteAddress: freshIp(), payload: { title: 'x' } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });
});
