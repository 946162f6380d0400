/**
 * Two Ajv validators, chosen by the part of the request (issue 22: strict types on every body):
 * - bodies are JSON, which has types: nothing is coerced, so `true` or `["x"]` sent for a text
 *   field is a 400 naming the field instead of being stored as "true" or "x";
 * - query strings, path parameters and headers are text by nature: plain digits become numbers
 *   before validation (coerceUrlValues in input-limits.ts; Ajv's own coercion lets `1e309`
 *   through as Infinity), so the validator sees either a number in its bounds or text it refuses.
 *   Headers keep Ajv's coercion: they are not walked, and no route reads a number from one.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

const SHARED = {
  // Reject unknown fields instead of silently dropping them (additionalProperties: false).
  removeAdditional: false,
  // One detail per field (the error handler caps how many it returns).
  allErrors: true,
  useDefaults: true,
  strictNumbers: true,
} as const;

const BODY_OPTIONS = { ...SHARED, coerceTypes: false } as const;
const URL_OPTIONS = { ...SHARED, coerceTypes: false } as const;
const HEADER_OPTIONS = { ...SHARED, coerceTypes: true } as const;

const bodyPool = AjvCompiler();
const urlPool = AjvCompiler();
const headerPool = AjvCompiler();

interface RouteDefinition {
  schema: object;
  method: string;
  url: string;
  httpPart?: string;
}
type RouteValidatorCompiler = (route: RouteDefinition) => unknown;
type ServerSchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<NonNullable<ServerSchemaController['compilersFactory']>['buildValidator']>;

/** Fastify's `schemaController` option: no coercion for bodies and URL parts (see above). */
export function strictSchemaController(): ServerSchemaController {
  const buildValidator = (externalSchemas: Parameters<ValidatorFactory>[0]) => {
    // The pool's published type describes Ajv's compile(schema); at run time Fastify calls the
    // result with the route definition (httpPart included), which is what we rely on here.
    const forBody = bodyPool(externalSchemas, { customOptions: BODY_OPTIONS }) as unknown as RouteValidatorCompiler;
    const forUrl = urlPool(externalSchemas, { customOptions: URL_OPTIONS }) as unknown as RouteValidatorCompiler;
    const forHeaders = headerPool(externalSchemas, { customOptions: HEADER_OPTIONS }) as unknown as RouteValidatorCompiler;
    return (route: RouteDefinition) =>
      route.httpPart === 'body' ? forBody(route) : route.httpPart === 'headers' ? forHeaders(route) : forUrl(route);
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
