import { describe, expect, it } from 'vitest';
import { curlFor, exampleOf, fieldRows, groupOperations, typeLabel, type OpenApiDocument } from './openapi.ts';

const UUID = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };

/** The shapes server/modules/openapi/openapi.service.ts writes: refs to shared answers, anyOf enums, x-idempotent. */
const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  components: {
    schemas: { ErrorEnvelope: { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' } } } } } },
    responses: { NotFound: { description: 'No such record', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } } },
  },
  paths: {
    '/api/v1/profile': { get: { summary: 'Your profile', tags: ['Sign-in and profile (session)'], security: [{ session: [] }], responses: { 200: { description: 'Default Response' } } } },
    '/api/v1/merchant/payments/{id}/cancel': {
      post: {
        summary: 'Cancel a payment',
        tags: ['Payments'],
        security: [{ apiKey: [] }, { session: [] }],
        'x-idempotent': true,
        parameters: [{ in: 'path', name: 'id', required: true, schema: UUID }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['amount'],
                properties: {
                  amount: { type: 'integer', minimum: 1, description: 'Minor units.' },
                  currency: { anyOf: [{ type: 'string', enum: ['SLE'] }, { type: 'string', enum: ['USD'] }] },
                  note: { type: 'string', maxLength: 200, description: "The customer's words" },
                  lines: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' } } } },
                },
              },
            },
          },
        },
        responses: {
          200: { description: 'Default Response', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object', properties: { id: UUID } } } } } } },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/v1/health': { get: { summary: 'Health', tags: ['Meta'] } },
  },
};

describe('the API reference model', () => {
  it('groups operations by tag, the API-key groups first, and resolves shared answers', () => {
    const groups = groupOperations(DOCUMENT);
    expect(groups.map((group) => group.tag)).toEqual(['Payments', 'Sign-in and profile (session)', 'Meta']);
    const cancel = groups[0]?.operations[0];
    expect(cancel).toMatchObject({ method: 'POST', path: '/api/v1/merchant/payments/{id}/cancel', auth: 'apiKey', idempotent: true });
    expect(cancel?.responses.map((response) => [response.status, response.description])).toEqual([
      ['200', 'Default Response'],
      ['404', 'No such record'],
    ]);
    expect(groups[1]?.operations[0]?.auth).toBe('session');
    expect(groups[2]?.operations[0]?.auth).toBe('none');
  });

  it('flattens a body into rows with types, required marks and limits', () => {
    const body = groupOperations(DOCUMENT)[0]?.operations[0]?.body;
    expect(body).toBeDefined();
    const rows = fieldRows(DOCUMENT, body ?? {});
    expect(rows.map((row) => [row.name, row.type, row.required])).toEqual([
      ['amount', 'integer', true],
      ['currency', '"SLE" | "USD"', false],
      ['note', 'string', false],
      ['lines', 'array of object', false],
      ['lines[].sku', 'string', false],
    ]);
    expect(rows.find((row) => row.name === 'note')?.notes).toEqual(['at most 200 characters']);
    expect(typeLabel(DOCUMENT, { type: ['string', 'null'] })).toBe('string or null');
  });

  it('makes an example from the schema and a curl that uses the quick start variables', () => {
    const operation = groupOperations(DOCUMENT)[0]?.operations[0];
    if (!operation?.body) throw new Error('no body');
    expect(exampleOf(DOCUMENT, operation.body)).toEqual({ amount: 150000, currency: 'SLE', note: 'note', lines: [{ sku: 'sku' }] });
    expect(curlFor(DOCUMENT, operation).split(' \\\n  ')).toEqual([
      'curl -X POST "$SALONE_PAY_URL/api/v1/merchant/payments/3f6c2a1e-8b7d-4c2a-9e1f-5a6b7c8d9e0f/cancel"',
      '-H "Authorization: Bearer $SALONE_PAY_KEY"',
      '-H "Idempotency-Key: $IDEMPOTENCY_KEY"',
      '-H "Content-Type: application/json"',
      `-d '{"amount":150000,"currency":"SLE","note":"note","lines":[{"sku":"sku"}]}'`,
    ]);
  });
});
