/**
 * What every request body and URL must be before a route sees it (issue 22):
 * - JSON routes accept only JSON: the text/plain parser Fastify ships is removed, so a plain or
 *   form body is a 415 (which also shuts the simplest cross-site form post);
 * - a JSON body nesting deeper than MAX_JSON_DEPTH is a 400 before it is even parsed;
 * - an empty JSON body is "no body" (bodiless POSTs from clients that still send the type);
 * - text PostgreSQL cannot store (NUL, lone surrogates) in any body field, query value or path
 *   parameter is a 400 naming the field: one rule for every route, not a check per route;
 * - query and path values that the schema wants as numbers become numbers only from plain digits.
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../domain/errors.ts';
import { coerceUrlValues, findUnstorableField, jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../http/input-limits.ts';
import { HttpError } from './errors.ts';

export function unstorableTextError(field: string): HttpError {
  const message = `${field} contains characters that cannot be stored (a NUL byte or a broken character)`;
  return new HttpError(400, ERROR_CODES.invalidInput, message, [{ field, message }]);
}

export function registerInputRules(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');

  // Fastify's own parser still runs (it refuses __proto__ and constructor.prototype keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, ERROR_CODES.invalidInput, `The request body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(new HttpError(400, ERROR_CODES.invalidInput, 'The request body is not valid JSON'), undefined);
      done(null, parsed);
    });
  });

  // preValidation: after parsing, before the schema, so the answer names the field either way.
  app.addHook('preValidation', async (request) => {
    // No route matched: nothing will be stored, and the 404 handler counts the request first.
    if (request.is404) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableField(part);
      if (field !== null) throw unstorableTextError(field);
    }
    const schema = request.routeOptions.schema;
    coerceUrlValues(request.query, schema?.querystring);
    coerceUrlValues(request.params, schema?.params);
  });
}
