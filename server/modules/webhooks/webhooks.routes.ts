/** /webhook-endpoints: a merchant's endpoints, their delivery log, resend and test events (issue 12). */
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX } from '../../../domain/webhooks.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf, idParams, listOf, nullableString, pageOf } from '../../http/schemas.ts';
import type { EndpointChanges, EndpointInput, WebhooksService } from './webhooks.service.ts';

const eventsSchema = { type: 'array', minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true, items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } } as const;
const urlSchema = { type: 'string', minLength: 1, maxLength: WEBHOOK_URL_MAX } as const;

const endpointProperties = {
  id: { type: 'string' },
  url: { type: 'string' },
  events: { type: 'array', items: { type: 'string' } },
  enabled: { type: 'boolean' },
  failingSince: nullableString,
  livemode: { type: 'boolean' },
  previousSecretExpiresAt: nullableString,
  createdAt: { type: 'string' },
} as const;
const endpointSchema = { type: 'object', required: Object.keys(endpointProperties), properties: endpointProperties } as const;
const endpointWithSecretSchema = {
  type: 'object',
  required: [...Object.keys(endpointProperties), 'secret'],
  properties: { ...endpointProperties, secret: { type: 'string' } },
} as const;

const attemptSchema = {
  type: 'object',
  required: ['attempt', 'attemptedAt', 'statusCode', 'latencyMs', 'responseExcerpt', 'error'],
  properties: {
    attempt: { type: 'integer' },
    attemptedAt: { type: 'string' },
    statusCode: { type: ['integer', 'null'] },
    latencyMs: { type: 'integer' },
    responseExcerpt: { type: 'string' },
    error: nullableString,
  },
} as const;
const deliverySchema = {
  type: 'object',
  required: ['id', 'endpointId', 'eventId', 'eventType', 'origin', 'status', 'attemptCount', 'nextAttemptAt', 'createdAt', 'attempts'],
  properties: {
    id: { type: 'string' },
    endpointId: { type: 'string' },
    eventId: { type: 'string' },
    eventType: { type: 'string' },
    origin: { type: 'string' },
    status: { type: 'string' },
    attemptCount: { type: 'integer' },
    nextAttemptAt: nullableString,
    createdAt: { type: 'string' },
    attempts: { type: 'array', items: attemptSchema },
  },
} as const;

const createBody = { type: 'object', additionalProperties: false, required: ['url', 'events'], properties: { url: urlSchema, events: eventsSchema } } as const;
const updateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { url: urlSchema, events: eventsSchema, enabled: { type: 'boolean' } },
} as const;
const resendBody = { type: 'object', additionalProperties: false, required: ['eventId'], properties: { eventId: { type: 'string', pattern: '^evt_[0-9a-f]{32}$' } } } as const;
const cursorQuery = { type: 'object', additionalProperties: false, properties: { cursor: { type: 'string', maxLength: 200 } } } as const;
const deletedSchema = dataOf({ type: 'object', required: ['id', 'deleted'], properties: { id: { type: 'string' }, deleted: { type: 'boolean' } } });

interface IdParams {
  id: string;
}

export function webhooksRoutes(webhooks: WebhooksService) {
  return async (app: FastifyInstance): Promise<void> => {
    const guard = { preHandler: app.requireUser };
    app.post<{ Body: EndpointInput }>(
      '/webhook-endpoints',
      { ...guard, config: { idempotency: 'user' }, schema: { body: createBody, response: { 201: dataOf(endpointWithSecretSchema) } } },
      async (request, reply) => reply.code(201).send({ data: await webhooks.create(signedInUser(request).id, request.body) }),
    );
    app.get('/webhook-endpoints', { ...guard, schema: { response: { 200: listOf(endpointSchema) } } }, async (request) => ({
      data: await webhooks.list(signedInUser(request).id),
    }));
    app.patch<{ Params: IdParams; Body: EndpointChanges }>(
      '/webhook-endpoints/:id',
      { ...guard, config: { idempotency: 'user' }, schema: { params: idParams, body: updateBody, response: { 200: dataOf(endpointSchema) } } },
      async (request) => ({ data: await webhooks.update(signedInUser(request).id, request.params.id, request.body) }),
    );
    app.delete<{ Params: IdParams }>('/webhook-endpoints/:id', { ...guard, schema: { params: idParams, response: { 200: deletedSchema } } }, async (request) => {
      await webhooks.remove(signedInUser(request).id, request.params.id);
      return { data: { id: request.params.id, deleted: true } };
    });
    app.post<{ Params: IdParams }>(
      '/webhook-endpoints/:id/rotate-secret',
      { ...guard, config: { idempotency: 'user' }, schema: { params: idParams, response: { 200: dataOf(endpointWithSecretSchema) } } },
      async (request) => ({ data: await webhooks.rotateSecret(signedInUser(request).id, request.params.id) }),
    );
    app.get<{ Params: IdParams; Querystring: { cursor?: string } }>(
      '/webhook-endpoints/:id/deliveries',
      { ...guard, schema: { params: idParams, querystring: cursorQuery, response: { 200: pageOf(deliverySchema) } } },
      async (request) => ({ data: await webhooks.deliveries(signedInUser(request).id, request.params.id, request.query.cursor) }),
    );
    app.post<{ Params: IdParams; Body: { eventId: string } }>(
      '/webhook-endpoints/:id/resend',
      { ...guard, config: { idempotency: 'user' }, schema: { params: idParams, body: resendBody, response: { 202: dataOf(deliverySchema) } } },
      async (request, reply) => reply.code(202).send({ data: await webhooks.resend(signedInUser(request).id, request.params.id, request.body.eventId) }),
    );
    app.post<{ Params: IdParams }>(
      '/webhook-endpoints/:id/test',
      { ...guard, config: { idempotency: 'user' }, schema: { params: idParams, response: { 202: dataOf(deliverySchema) } } },
      async (request, reply) => reply.code(202).send({ data: await webhooks.sendTestEvent(signedInUser(request).id, request.params.id) }),
    );
  };
}
