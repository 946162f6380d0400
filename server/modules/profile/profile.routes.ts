/**
 * The user profile of SPEC §3 (issue 20: the profile has one home): read and save it, under
 * /auth/profile (where clients have always found it) and /profile (the idempotent save for
 * retrying clients). The profile service itself stays with the users table in the auth module.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { signedInUser } from '../../plugins/auth.ts';
import type { ProfileService } from '../auth/profile.service.ts';
import { ProfileBody, profileOf, UserProfileAnswer } from './profile.schemas.ts';

export function profileRoutes(profile: ProfileService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/auth/profile',
      {
        // Sign-in is checked before the body: strangers learn nothing about the input rules.
        onRequest: app.requireUser,
        schema: { response: { 200: UserProfileAnswer } },
      },
      async (request) => ({ data: await profile.get(signedInUser(request).id) }),
    );

    app.put(
      '/auth/profile',
      {
        onRequest: app.requireUser,
        schema: {
          // Missing fields default to '' so the domain rules report them as "… is required",
          // one detail per field, like every other profile error.
          body: ProfileBody,
          response: { 200: UserProfileAnswer },
        },
      },
      async (request) => ({ data: await profile.save(signedInUser(request).id, profileOf(request.body)) }),
    );

    // The same save for retrying clients (the outbox), outside /auth/*, where idempotency never
    // is (issue 19): an Idempotency-Key runs it once. Same guards, body and answer as above.
    app.put(
      '/profile',
      {
        onRequest: app.requireUser,
        config: { idempotency: 'user' },
        schema: {
          body: ProfileBody,
          response: { 200: UserProfileAnswer },
        },
      },
      async (request) => ({ data: await profile.save(signedInUser(request).id, profileOf(request.body)) }),
    );
  };
}
