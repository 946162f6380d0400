import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ACTIVITY_FILTER_KEYS, parseActivityFilters, type ActivityFilterKey, type ActivityFilters } from '../../../domain/activity-filters.ts';
import { IdParams } from '../../../domain/api/common.ts';
import { ActivityEntryAnswer, ActivityFiltersQuery, ActivityPage, ActivityTotalsAnswer, FilteredTransactionsQuery } from '../../../domain/api/transactions.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { activityCsv } from './transactions.export.ts';
import type { ActivityScope, TransactionsService } from './transactions.service.ts';

/** The filters of a request's query, or a 400 naming each bad field. */
function filtersOf(query: Partial<Record<ActivityFilterKey, string>>): ActivityFilters {
  const { filters, problems } = parseActivityFilters((key) => query[key]);
  const first = problems[0];
  if (first) throw new HttpError(400, ERROR_CODES.invalidInput, first.message, problems);
  return filters;
}

/** The signed-in user's activity in the request's mode (a test key or Test mode: test data only). */
/** A key's requests see the business's records only (ActivityScope.businessOnly); a session sees all of the user's. */
const scopeOf = (request: FastifyRequest): ActivityScope => ({ userId: signedInUser(request).id, livemode: request.livemode, businessOnly: request.apiKey !== null });

/**
 * GET /transactions (filtered, newest first), /transactions/totals, /transactions/export.csv
 * (with a session or an API key) and /transactions/{id}.
 */
export function transactionsRoutes(transactions: TransactionsService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/transactions',
      {
        preHandler: app.requireUser,
        schema: { summary: 'Your activity, newest first, filtered', querystring: FilteredTransactionsQuery, response: { 200: ActivityPage } },
      },
      async (request) => {
        const { limit, cursor } = request.query;
        return {
          data: await transactions.list(scopeOf(request), filtersOf(request.query), {
            ...(limit !== undefined ? { limit } : {}),
            ...(cursor !== undefined ? { cursor } : {}),
          }),
        };
      },
    );
    app.get(
      '/transactions/totals',
      {
        preHandler: app.requireUser,
        schema: { summary: 'Count, gross, fees and net of the filtered activity, per currency', querystring: ActivityFiltersQuery, response: { 200: ActivityTotalsAnswer } },
      },
      async (request) => ({ data: await transactions.totals(scopeOf(request), filtersOf(request.query)) }),
    );
    app.get(
      '/transactions/export.csv',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: {
          tags: ['Reports'],
          summary: 'The filtered activity as CSV',
          description: `UTF-8 with a BOM, one row per entry, newest first; the list's filters (${ACTIVITY_FILTER_KEYS.join(', ')}). Amounts in major units with a dot decimal and in minor units; text cells starting with = + - @ are escaped with a leading '.`,
          querystring: ActivityFiltersQuery,
          response: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
        },
      },
      async (request, reply) => {
        const filters = filtersOf(request.query);
        const scope = scopeOf(request);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="salone-pay-activity-${day}.csv"`)
          .header('cache-control', 'no-store')
          // The schema types the 200 body as its text; Fastify sends a stream of that text as it comes.
          .send(activityCsv(transactions.exportPages(scope, filters)) as unknown as string);
      },
    );
    app.get(
      '/transactions/:id',
      { preHandler: app.requireUser, schema: { summary: 'One activity entry', params: IdParams, response: { 200: ActivityEntryAnswer } } },
      async (request) => ({ data: await transactions.get(scopeOf(request), request.params.id) }),
    );
  };
}
