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
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
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
type SerializerFactory = NonNullable<NonNullable<ServerSchemaController['compilersFactory']>['buildSerializer']>;
type Serializer = ReturnType<ReturnType<ReturnType<typeof SerializerSelector>>>;

const serializerSelector = SerializerSelector();
/** Compiled response serializers by the options they were made with, then by the schema object. */
const serializerPools = new Map<string, WeakMap<object, Serializer>>();

/**
 * Fastify's response serializers (fast-json-stringify), each compiled once per process for the
 * same schema object (issue 39). Route schemas are module constants, so every app this process
 * builds (a test file builds a few dozen; each compiled ~180 serializers, ~0.5 s of CPU) reuses
 * the first one's functions. The function depends only on the schema and the options, which key
 * the pool; schemas made anew per app (a handful) are compiled each time, as before.
 */
function cachedSerializers(externalSchemas: unknown, options: unknown) {
  const compile = serializerSelector(externalSchemas, options as Parameters<typeof serializerSelector>[1]);
  const key = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let pool = serializerPools.get(key);
  if (!pool) serializerPools.set(key, (pool = new WeakMap()));
  const cache = pool;
  return (route: Parameters<typeof compile>[0]): Serializer => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = cache.get(schema);
    if (!serializer) cache.set(schema, (serializer = compile(route)));
    return serializer;
  };
}

/**
 * Fastify's `schemaController` option: no coercion for bodies and URL parts (see above); response
 * serializers compiled once per schema (cachedSerializers).
 */
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
  return {
    compilersFactory: {
      buildValidator: buildValidator as unknown as ValidatorFactory,
      buildSerializer: cachedSerializers as unknown as SerializerFactory,
    },
  };
}
