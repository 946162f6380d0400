import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiKeyAnswer, ApiKeyList, CreateApiKeyBody, CreatedApiKeyAnswer } from '../../../domain/api/api-keys.ts';
import { IdParams } from '../../../domain/api/common.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/**
 * GET/POST /api-keys and POST /api-keys/{id}/revoke: the signed-in merchant manages their keys.
 * Session only (no `config.apiKey`): a key can neither make nor revoke keys.
 */
export function apiKeysRoutes(keys: ApiKeysService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/api-keys',
      { preHandler: app.requireUser, schema: { tags: ['API keys'], summary: 'List your API keys', response: { 200: ApiKeyList } } },
      async (request) => ({ data: await keys.list(signedInUser(request).id) }),
    );
    app.post(
      '/api-keys',
      {
        preHandler: app.requireUser,
        // The answer holds the secret: a replay is 409 idempotency_secret_withheld, never a second key.
        config: { idempotency: 'user' },
        schema: { tags: ['API keys'], summary: 'Create an API key (its secret is shown once)', body: CreateApiKeyBody, response: { 201: CreatedApiKeyAnswer } },
      },
      async (request, reply) => reply.code(201).send({ data: await keys.create(signedInUser(request).id, request.body) }),
    );
    app.post(
      '/api-keys/:id/revoke',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { tags: ['API keys'], summary: 'Revoke an API key', params: IdParams, response: { 200: ApiKeyAnswer } },
      },
      async (request) => ({ data: await keys.revoke(signedInUser(request).id, request.params.id) }),
    );
  };
}
