import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  PayoutHistoryAnswer,
  PayoutHistoryQuery,
  StatementAnswer,
  StatementQuery,
  TAKINGS_DAYS_DEFAULT,
  TakingsAnswer,
  TakingsQuery,
  TOP_LINKS_DEFAULT,
  TopLinksAnswer,
  TopLinksQuery,
} from '../../../domain/api/reports.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { ReportsService } from './reports.service.ts';

const TAGS = ['Reports'];

/**
 * GET /reports/*: the signed-in merchant's own numbers, in the request's mode (the dashboard's
 * Test mode or an API key's): test and live money never mix. Read-only, so API keys may read too.
 */
export function reportsRoutes(reports: ReportsService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    const scope = (request: FastifyRequest) => ({ merchantId: signedInUser(request).id, livemode: request.livemode });

    app.get(
      '/reports/takings',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: { tags: TAGS, summary: 'Completed takings per day, currency and method', querystring: TakingsQuery, response: { 200: TakingsAnswer } },
      },
      async (request) => ({ data: await reports.takings(scope(request), request.query.days ?? TAKINGS_DAYS_DEFAULT) }),
    );
    app.get(
      '/reports/top-links',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: { tags: TAGS, summary: 'Payment links by completed takings', querystring: TopLinksQuery, response: { 200: TopLinksAnswer } },
      },
      async (request) => ({
        data: await reports.topLinks(scope(request), request.query.days ?? TAKINGS_DAYS_DEFAULT, request.query.limit ?? TOP_LINKS_DEFAULT),
      }),
    );
    app.get(
      '/reports/payouts',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: { tags: TAGS, summary: 'Payout history (newest first)', querystring: PayoutHistoryQuery, response: { 200: PayoutHistoryAnswer } },
      },
      async (request) => ({
        data: await reports.payoutHistory(scope(request), { limit: request.query.limit ?? 20, ...(request.query.cursor ? { cursor: request.query.cursor } : {}) }),
      }),
    );
    app.get(
      '/reports/statement',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: {
          tags: TAGS,
          summary: 'Monthly statement of the available balance: opening, movements, closing (ties out with GET /balance)',
          querystring: StatementQuery,
          response: { 200: StatementAnswer },
        },
      },
      async (request) => ({ data: await reports.statement(scope(request), request.query.month) }),
    );
  };
}
