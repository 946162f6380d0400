/**
 * Issue 22, strict types: every write route of the route table, every field of its body, sent
 * with a value of the wrong type, is a 400 `invalid_input` naming that field. And every number a
 * query string or path may carry is bounded by its schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { freshIp, signIn } from '../test/auth-helpers.ts';
import { detailFields, envelopeProblem } from '../test/envelope.ts';
import { apiRoutes, bodyFields, bodyWith, fillUrl, sampleParam, schemaPart, WRITE_METHODS, wrongTypeFor, type JsonSchema } from '../test/route-walk.ts';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = (await signIn(testApp.app, '30500001', freshIp())).token;
});
afterAll(async () => {
  await testApp.close();
});

describe('strict types on every body (walked from the route table)', () => {
  it('answers 400 naming the field for a wrong type in every field of every write route', async () => {
    const checked: string[] = [];
    const failures: string[] = [];
    const unreachable: string[] = [];
    for (const route of apiRoutes(testApp.app).filter((entry) => WRITE_METHODS.has(entry.method))) {
      const body = schemaPart(route, 'body');
      if (!body) continue;
      for (const field of bodyFields(body)) {
        const wrong = wrongTypeFor(field.schema);
        if (wrong === undefined) continue; // The field accepts any JSON value.
        const label = `${route.method} ${route.url} ${field.path}=${JSON.stringify(wrong)}`;
        const answer = await testApp.app.inject({
          method: route.method as 'POST',
          url: fillUrl(route, (_name, schema) => sampleParam(schema)),
          remoteAddress: freshIp(),
          headers: { authorization: `Bearer ${token}` },
          payload: bodyWith(field.path, wrong),
        });
        if (answer.statusCode === 401 || answer.statusCode === 403) {
          // Routes for another kind of credential (API keys): the fuzz test still covers them.
          unreachable.push(label);
          continue;
        }
        checked.push(label);
        if (answer.statusCode !== 400 || envelopeProblem(answer) !== null || answer.json().error.code !== 'invalid_input' || !detailFields(answer).includes(field.path)) {
          failures.push(`${label} → ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk really walked: the profile's text fields are among the checked ones.
    expect(checked.some((label) => label.startsWith('PUT /api/v1/auth/profile fullName='))).toBe(true);
    expect(checked.length).toBeGreaterThan(unreachable.length);
  });

  it('never coerces: the string "12345" for a number field and the number 12345 for a text field are both refused', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/login',
      remoteAddress: freshIp(),
      payload: { phone: 76123456 },
    });
    expect(answer.statusCode).toBe(400);
    expect(detailFields(answer)).toEqual(['phone']);
  });
});

describe('bounded numbers in query strings and paths (walked from the route table)', () => {
  it('gives every number a query string or path may carry a minimum and a maximum', () => {
    const unbounded: string[] = [];
    for (const route of apiRoutes(testApp.app)) {
      for (const part of ['querystring', 'params'] as const) {
        for (const [name, property] of Object.entries(schemaPart(route, part)?.properties ?? {})) {
          const types = ([] as unknown[]).concat((property as JsonSchema).type ?? []);
          const numeric = types.includes('integer') || types.includes('number');
          if (numeric && (typeof property.minimum !== 'number' || typeof property.maximum !== 'number')) {
            unbounded.push(`${route.method} ${route.url} ${part}.${name}`);
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('refuses 1e309, Infinity, -1, 1.5 and NaN for every numeric query parameter', async () => {
    let checked = 0;
    for (const route of apiRoutes(testApp.app).filter((entry) => entry.method === 'GET')) {
      for (const [name, property] of Object.entries(schemaPart(route, 'querystring')?.properties ?? {})) {
        const types = ([] as unknown[]).concat(property.type ?? []);
        if (!types.includes('integer') && !types.includes('number')) continue;
        const minimum = typeof property.minimum === 'number' ? property.minimum : 0;
        const below = String(minimum - 1);
        for (const value of ['1e309', 'Infinity', '-Infinity', below, '1.5', 'NaN']) {
          if (types.includes('number') && value === '1.5') continue;
          const answer = await testApp.app.inject({
            method: 'GET',
            url: `${fillUrl(route, (_n, schema) => sampleParam(schema))}?${name}=${value}`,
            remoteAddress: freshIp(),
            headers: { authorization: `Bearer ${token}` },
          });
          // Staff routes (issue 34) refuse a non-staff caller before reading the query: the permission matrix walks them.
          if (answer.statusCode === 403 && (route.config as { staffPermission?: string } | undefined)?.staffPermission) continue;
          expect(answer.statusCode, `${route.url}?${name}=${value}`).toBe(400);
          expect(detailFields(answer), `${route.url}?${name}=${value}`).toContain(name);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
