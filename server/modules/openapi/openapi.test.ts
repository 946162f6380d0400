/**
 * Issue 12: the OpenAPI document covers every API route the app registers (read from the route
 * table, so tomorrow's route is checked too): its parameters and body as the route validates
 * them, a success answer with a schema, and its error answers in DESIGN §3's envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>; schemas: Record<string, object> };
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: Document;
  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<Document>();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is OpenAPI 3.1 with the error envelope as a shared schema', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({ required: ['error'] });
    for (const response of Object.values(document.components.responses)) {
      expect(response.content['application/json']?.schema.$ref).toBe('#/components/schemas/ErrorEnvelope');
    }
  });

  it('has every registered API route, with its request and response schemas and its error answers', () => {
    // Every route, no exceptions: even the providers' callbacks are listed (as such).
    const apiRoutes = testApp.app.routeTable.filter((route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(30);
    // Every gap is listed at once, so one run shows all the routes to fix.
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => void (ok || problems.push(what));
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      check(operation !== undefined, `${name}: not in the document`);
      if (!operation) continue;
      const schema = (route.schema ?? {}) as Record<string, { properties?: Record<string, unknown> } | undefined>;
      // Request: each path parameter, each query field, the body.
      for (const [part, location] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        for (const field of Object.keys(schema[part]?.properties ?? {})) {
          check(operation.parameters?.some((parameter) => parameter.in === location && parameter.name === field) === true, `${name}: ${location} ${field}`);
        }
      }
      if (schema.body) check(operation.requestBody?.content['application/json']?.schema !== undefined, `${name}: body schema`);
      else check(route.method === 'GET' || operation.requestBody === undefined, `${name}: request body without a schema`);
      // A success answer with a schema.
      const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
      check(success.length > 0, `${name}: no success answer`);
      // JSON answers, or another declared type (the event stream is text/event-stream).
      for (const [status, response] of success) check(Object.values(response.content ?? {}).some((content) => content.schema !== undefined), `${name}: ${status} schema`);
      // Errors in the envelope: always 429 and 500; 400 with input; 401/403 with a caller; 404 with an id.
      const errors = Object.entries(operation.responses).filter(([status]) => /^[45]/.test(status));
      for (const [status, response] of errors) check((response.$ref ?? response.content?.['application/json']?.schema) !== undefined, `${name}: ${status} schema`);
      const statuses = errors.map(([status]) => status);
      check(statuses.includes('429') && statuses.includes('500'), `${name}: 429 and 500`);
      if (schema.body || schema.params || schema.querystring) check(statuses.includes('400'), `${name}: 400`);
      if (operation.security) check(statuses.includes('401') && statuses.includes('403'), `${name}: 401 and 403`);
      if (schema.params) check(statuses.includes('404'), `${name}: 404`);
    }
    expect(problems).toEqual([]);
  });

  it('says which routes take an API key: merchant resources yes, session-only routes never', () => {
    const securityOf = (path: string, method: string) => document.paths[path]?.[method]?.security ?? [];
    const schemes = (path: string, method: string) => securityOf(path, method).flatMap((requirement) => Object.keys(requirement));
    expect(schemes('/api/v1/merchant/payments', 'post')).toEqual(['apiKey', 'session']);
    expect(schemes('/api/v1/merchant/payments/{id}', 'get')).toEqual(['apiKey', 'session']);
    expect(schemes('/api/v1/balance', 'get')).toEqual(['apiKey', 'session']);
    expect(schemes('/api/v1/api-keys', 'post')).toEqual(['session']);
    expect(schemes('/api/v1/auth/profile', 'get')).toEqual(['session']);
    for (const [path, method] of [
      ['/api/v1/merchant/payments/{id}/refunds', 'post'],
      ['/api/v1/merchant/payouts', 'get'],
      ['/api/v1/merchant/events', 'get'],
      ['/api/v1/payment-links', 'post'],
      ['/api/v1/webhook-endpoints', 'post'],
      ['/api/v1/webhook-endpoints/{id}/deliveries', 'get'],
    ] as const) {
      expect(schemes(path, method), `${method} ${path}`).toEqual(['apiKey', 'session']);
    }
    // Money out needs the merchant's step-up code: never by key.
    expect(schemes('/api/v1/payouts', 'post')).toEqual(['session']);
    expect(schemes('/api/v1/step-up/code', 'post')).toEqual(['session']);
    expect(schemes('/api/v1/health', 'get')).toEqual([]);
  });
});
