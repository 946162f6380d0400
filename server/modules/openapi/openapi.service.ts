/**
 * The OpenAPI 3.1 document (issue 12, DESIGN §7), generated from the routes' own schemas by
 * @fastify/swagger: one definition per route gives validation, types and this document.
 * What the schemas cannot say is added here, in one place for every route:
 * - who may call it (`security`: the session, and an API key on merchant resources);
 * - its error answers, all in DESIGN §3's envelope (400 when it takes input, 401/403 when it
 *   needs a caller, 404 with an id in the path, 409/422 on idempotent writes, 429, 500).
 * Every /api/v1 route is documented, the providers' callbacks too (tagged as such); the PWA's
 * files are not part of the API.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_BASE_PATH } from '../../../domain/api-contract.ts';
import { API_KEY_ROUTES_ELSEWHERE } from '../../plugins/auth.ts';

/** A tag for routes that name none, by their first path segment, so the reference groups them. */
const TAG_BY_SEGMENT: Readonly<Record<string, string>> = {
  health: 'Meta',
  config: 'Meta',
  'openapi.json': 'Meta',
  auth: 'Sign-in and profile (session)',
  profile: 'Sign-in and profile (session)',
  dev: 'Local mode',
  accounts: 'Dashboard (session)',
  transactions: 'Dashboard (session)',
  notifications: 'Dashboard (session)',
  'merchant-profile': 'Dashboard (session)',
  payments: 'Paying a merchant (session)',
  balance: 'Balance',
  support: 'Support',
  'step-up': 'Sign-in and profile (session)',
  payouts: 'Payouts',
  wallet: 'Balance',
  events: 'Events',
  'merchant-preferences': 'Dashboard (session)',
  'webhook-endpoints': 'Webhook endpoints',
  'cash-sales': 'Dashboard (session)',
  'payment-links': 'Payment links',
  checkout: 'Checkout (the payer, no account)',
  receipts: 'Checkout (the payer, no account)',
};

const ERROR_RESPONSES = {
  BadRequest: 'The input is invalid (`invalid_input`, one detail per field).',
  Unauthorized: 'No valid session or API key (`unauthorized`, `invalid_api_key`).',
  Forbidden: 'Not allowed (`forbidden`, `api_key_not_allowed` on session-only routes, `cross_site_request`).',
  NotFound: 'No such record for this caller and mode (`not_found`).',
  Conflict: 'A conflicting state, or the same Idempotency-Key still running (`idempotency_in_flight`).',
  Unprocessable: 'A business rule refused it, or the Idempotency-Key was used with another body (`idempotency_mismatch`).',
  TooManyRequests: 'Rate limited (`rate_limited`), per session user, per API key, or per address; see Retry-After.',
  ServerError: 'Our failure (`internal_error`, `service_unavailable`), with no internals.',
} as const;

type ErrorResponseName = keyof typeof ERROR_RESPONSES;

const ERROR_ENVELOPE_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Stable snake_case code; clients branch on it, never on the message.' },
        message: { type: 'string', description: 'A sentence a person can read.' },
        details: {
          type: 'array',
          items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  },
} as const;

interface OperationShape {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-idempotent'?: boolean;
}

function errorsFor(method: string, operation: OperationShape): [string, ErrorResponseName][] {
  const errors: [string, ErrorResponseName][] = [];
  const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  if (takesInput) errors.push(['400', 'BadRequest']);
  if (operation.security && operation.security.length > 0) errors.push(['401', 'Unauthorized'], ['403', 'Forbidden']);
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) errors.push(['404', 'NotFound']);
  if (method !== 'get') errors.push(['409', 'Conflict'], ['422', 'Unprocessable']);
  errors.push(['429', 'TooManyRequests'], ['500', 'ServerError']);
  return errors;
}

/** Registers @fastify/swagger; call before any route is registered (it collects them as they come). */
export async function registerOpenApi(app: FastifyInstance, info: { version: string }): Promise<void> {
  const needsCaller = (route: RouteOptions): boolean => {
    const hooks = [route.onRequest, route.preHandler].flatMap((hook) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]));
    return hooks.includes(app.requireUser);
  };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Salone Pay API',
        version: info.version,
        description:
          'Accept payments in Sierra Leone. Authenticate your server with a secret key (`Authorization: Bearer sk_test_…`); test keys see test data and the sandbox only. Amounts are integers in minor units. Every POST accepts an `Idempotency-Key` header. Errors are `{ "error": { "code", "message", "details"? } }`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'A secret API key: sk_test_… or sk_live_…, for merchant resources.' },
          session: { type: 'http', scheme: 'bearer', description: "A signed-in person's session token (the web app)." },
        },
      },
    },
    exposeHeadRoutes: false,
    transform: ({ schema, url, route }) => {
      const documented = url.startsWith(`${API_BASE_PATH}/`);
      const base = (schema ?? {}) as Record<string, unknown>;
      if (!documented) return { schema: { ...base, hide: true }, url };
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      const acceptsKey = route.config?.apiKey === true || API_KEY_ROUTES_ELSEWHERE.has(`${method} ${url}`);
      const security: Record<string, string[]>[] | undefined = needsCaller(route)
        ? acceptsKey
          ? [{ apiKey: [] }, { session: [] }]
          : [{ session: [] }]
        : undefined;
      const segment = url.slice(API_BASE_PATH.length + 1).split('/')[0] ?? '';
      const tags = Array.isArray(base.tags) ? base.tags : [TAG_BY_SEGMENT[segment] ?? 'Other'];
      return { schema: { ...base, tags, ...(security ? { security } : {}), ...(route.config?.idempotency ? { 'x-idempotent': true } : {}) }, url };
    },
    transformObject: (documentObject) => {
      const document = ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as Record<string, unknown> & {
        paths?: Record<string, Record<string, OperationShape>>;
        components?: Record<string, unknown>;
      };
      const responses: Record<string, unknown> = {};
      for (const [name, description] of Object.entries(ERROR_RESPONSES)) {
        responses[name] = {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          ...(name === 'TooManyRequests' ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
        };
      }
      document.components = {
        ...(document.components ?? {}),
        schemas: { ...((document.components?.schemas as object | undefined) ?? {}), ErrorEnvelope: ERROR_ENVELOPE_SCHEMA },
        responses,
      };
      for (const item of Object.values(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(item)) {
          operation.responses ??= {};
          for (const [status, name] of errorsFor(method, operation)) {
            operation.responses[status] ??= { $ref: `#/components/responses/${name}` };
          }
          if (method !== 'get' && operation['x-idempotent'] === true) {
            operation.parameters = [
              ...(operation.parameters ?? []),
              {
                in: 'header',
                name: 'Idempotency-Key',
                required: false,
                description: '22 to 128 characters (a UUID). Same key and body replay the first answer; another body is 422.',
                schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{22,128}$' },
              } as { in: string },
            ];
          }
        }
      }
      return document;
    },
  });
}

/** GET /openapi.json: the document, generated once from the registered routes. */
export function openApiRoutes() {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      '/openapi.json',
      {
        schema: {
          tags: ['Meta'],
          summary: 'This API as an OpenAPI 3.1 document',
          response: { 200: { type: 'object', additionalProperties: true, description: 'The OpenAPI 3.1 document.' } },
        },
      },
      async () => app.swagger(),
    );
  };
}
