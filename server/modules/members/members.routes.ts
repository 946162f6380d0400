/**
 * Teams (issue 35). The business's side: GET/POST /members, PATCH/DELETE /members/{userId},
 * GET /members/log (the security log), GET /sales/mine (a seller's own sales today). The invited
 * person's side: GET /invites, POST /invites/{id}/accept, GET /businesses (the shell's switcher).
 * Which business a request acts for and whether the role may is decided before any of these run
 * (plugins/auth.ts, plugins/member-routes.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../domain/api/common.ts';
import {
  BusinessAnswer,
  BusinessList,
  ChangeRoleBody,
  InviteAnswer,
  InviteList,
  InviteMemberBody,
  MemberAnswer,
  MemberList,
  MemberLog,
  MemberParams,
  OwnSalesAnswer,
  RemovedAnswer,
} from '../../../domain/api/members.ts';
import { actingPerson, signedInUser } from '../../plugins/auth.ts';
import type { MemberActor, MembersService } from './members.service.ts';

function actorOf(request: FastifyRequest): MemberActor {
  const person = actingPerson(request);
  return { personId: person.id, phone: person.phone, role: request.memberRole ?? 'owner' };
}

const TAGS = ['Members'];

export function membersRoutes(members: MembersService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/members', { preHandler: app.requireUser, schema: { tags: TAGS, summary: 'The business’s members', response: { 200: MemberList } } }, async (request) => ({
      data: { items: await members.list(signedInUser(request).id) },
    }));
    app.post(
      '/members',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { tags: TAGS, summary: 'Invite a member by phone (an SMS goes to the number)', body: InviteMemberBody, response: { 201: InviteAnswer } },
      },
      async (request, reply) => reply.code(201).send({ data: await members.invite(signedInUser(request).id, actorOf(request), request.body) }),
    );
    app.patch(
      '/members/:userId',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { tags: TAGS, summary: 'Change a member’s role', params: MemberParams, body: ChangeRoleBody, response: { 200: MemberAnswer } },
      },
      async (request) => ({ data: await members.changeRole(signedInUser(request).id, actorOf(request), request.params.userId, request.body.role) }),
    );
    app.delete(
      '/members/:userId',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { tags: TAGS, summary: 'Remove a member (or leave, with your own id)', params: MemberParams, response: { 200: RemovedAnswer } },
      },
      async (request) => ({ data: await members.remove(signedInUser(request).id, actorOf(request), request.params.userId) }),
    );
    app.get('/members/log', { preHandler: app.requireUser, schema: { tags: TAGS, summary: 'The business’s security log: invites, acceptances, role changes, removals', response: { 200: MemberLog } } }, async (request) => ({
      data: { items: await members.securityLog(signedInUser(request).id) },
    }));
    app.get('/sales/mine', { preHandler: app.requireUser, schema: { tags: TAGS, summary: 'The payments you recorded for the business today, and their total', response: { 200: OwnSalesAnswer } } }, async (request) => ({
      data: await members.ownSales(signedInUser(request).id, actingPerson(request).id, request.livemode),
    }));
    app.get('/invites', { preHandler: app.requireUser, schema: { tags: TAGS, summary: 'Your open invites', response: { 200: InviteList } } }, async (request) => ({
      data: { items: await members.invitesFor(signedInUser(request)) },
    }));
    app.post(
      '/invites/:id/accept',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { tags: TAGS, summary: 'Accept an invite', params: IdParams, response: { 200: BusinessAnswer } } },
      async (request) => ({ data: await members.accept(signedInUser(request), request.params.id) }),
    );
    app.get('/businesses', { preHandler: app.requireUser, schema: { tags: TAGS, summary: 'The businesses you may act for', response: { 200: BusinessList } } }, async (request) => ({
      data: { items: await members.businesses(signedInUser(request)) },
    }));
  };
}
