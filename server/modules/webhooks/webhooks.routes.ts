/** /webhook-endpoints: a merchant's endpoints, their delivery log, resend and test events (issue 12). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateWebhookEndpointBody,
  DeletedWebhookEndpointAnswer,
  ResendWebhookBody,
  UpdateWebhookEndpointBody,
  WebhookDeliveriesQuery,
  WebhookDeliveryAnswer,
  WebhookDeliveryPage,
  WebhookEndpointAnswer,
  WebhookEndpointList,
  WebhookEndpointParams,
  WebhookEndpointWithSecretAnswer,
} from '../../../domain/api/webhooks.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { WebhookOwner, WebhooksService } from './webhooks.service.ts';

export function webhooksRoutes(webhooks: WebhooksService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    // Merchant resources: the dashboard's session (in its Test mode) or the merchant's API key, in the key's mode.
    const guard = { preHandler: app.requireUser };
    const keyed = { apiKey: true } as const;
    const ownerOf = (request: FastifyRequest): WebhookOwner => ({ merchantId: signedInUser(request).id, livemode: request.livemode });
    app.post(
      '/webhook-endpoints',
      { ...guard, config: { ...keyed, idempotency: 'user' }, schema: { body: CreateWebhookEndpointBody, response: { 201: WebhookEndpointWithSecretAnswer } } },
      async (request, reply) => reply.code(201).send({ data: await webhooks.create(ownerOf(request), request.body) }),
    );
    app.get('/webhook-endpoints', { ...guard, config: keyed, schema: { response: { 200: WebhookEndpointList } } }, async (request) => ({
      data: await webhooks.list(ownerOf(request)),
    }));
    app.patch(
      '/webhook-endpoints/:id',
      { ...guard, config: { ...keyed, idempotency: 'user' }, schema: { params: WebhookEndpointParams, body: UpdateWebhookEndpointBody, response: { 200: WebhookEndpointAnswer } } },
      async (request) => ({ data: await webhooks.update(ownerOf(request), request.params.id, request.body) }),
    );
    app.delete('/webhook-endpoints/:id', { ...guard, config: keyed, schema: { params: WebhookEndpointParams, response: { 200: DeletedWebhookEndpointAnswer } } }, async (request) => {
      await webhooks.remove(ownerOf(request), request.params.id);
      return { data: { id: request.params.id, deleted: true } };
    });
    app.post(
      '/webhook-endpoints/:id/rotate-secret',
      { ...guard, config: { ...keyed, idempotency: 'user' }, schema: { params: WebhookEndpointParams, response: { 200: WebhookEndpointWithSecretAnswer } } },
      async (request) => ({ data: await webhooks.rotateSecret(ownerOf(request), request.params.id) }),
    );
    app.get(
      '/webhook-endpoints/:id/deliveries',
      { ...guard, config: keyed, schema: { params: WebhookEndpointParams, querystring: WebhookDeliveriesQuery, response: { 200: WebhookDeliveryPage } } },
      async (request) => ({ data: await webhooks.deliveries(ownerOf(request), request.params.id, request.query.cursor) }),
    );
    app.post(
      '/webhook-endpoints/:id/resend',
      { ...guard, config: { ...keyed, idempotency: 'user' }, schema: { params: WebhookEndpointParams, body: ResendWebhookBody, response: { 202: WebhookDeliveryAnswer } } },
      async (request, reply) => reply.code(202).send({ data: await webhooks.resend(ownerOf(request), request.params.id, request.body.eventId) }),
    );
    app.post(
      '/webhook-endpoints/:id/test',
      { ...guard, config: { ...keyed, idempotency: 'user' }, schema: { params: WebhookEndpointParams, response: { 202: WebhookDeliveryAnswer } } },
      async (request, reply) => reply.code(202).send({ data: await webhooks.sendTestEvent(ownerOf(request), request.params.id) }),
    );
  };
}
