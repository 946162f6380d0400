/**
 * Walking the API from its route table (plugins/route-table.ts) rather than a hand list: which
 * routes exist, a URL that reaches each, and values that do or do not fit a field's schema.
 */
import { randomUUID } from 'node:crypto';
import AjvModule from 'ajv';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../domain/api-contract.ts';
import type { RouteEntry } from '../plugins/route-table.ts';

// ajv ships CommonJS with a default export; under Node ESM the class sits on `.default`.
const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default ?? AjvModule;
const ajv = new Ajv({ strict: false, coerceTypes: false, strictNumbers: true, allErrors: false });

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  enum?: unknown[];
  [keyword: string]: unknown;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every API route (HEAD twins of GET routes left out). */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  return app.routeTable.filter((route) => route.url.startsWith(`${API_BASE_PATH}/`) && route.method !== 'HEAD');
}

export function schemaPart(route: RouteEntry, part: 'body' | 'querystring' | 'params'): JsonSchema | undefined {
  const schema = route.schema as Record<string, unknown> | undefined;
  const value = schema?.[part];
  return value && typeof value === 'object' ? (value as JsonSchema) : undefined;
}

/** A value of the parameter's own shape: a UUID where the schema wants one, else plain letters. */
export function sampleParam(schema: JsonSchema | undefined): string {
  if (schema?.pattern?.includes('[0-9a-fA-F]{8}') || schema?.format === 'uuid') return randomUUID();
  if (Array.isArray(schema?.enum) && typeof schema.enum[0] === 'string') return schema.enum[0];
  return 'abcdef12';
}

/** The route's URL with every `:param` filled by `fill(name)` (percent-encoded unless `raw`). */
export function fillUrl(route: RouteEntry, fill: (name: string, schema: JsonSchema | undefined) => string, raw = false): string {
  const params = schemaPart(route, 'params')?.properties ?? {};
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = fill(name, params[name]);
    return raw ? value : encodeURIComponent(value);
  });
}

const WRONG_CANDIDATES: unknown[] = [12345, true, ['x'], { x: 1 }, 'text', 1.5, null, -1];

/** A JSON value of the wrong type for `schema` (the first candidate it refuses), or undefined. */
export function wrongTypeFor(schema: JsonSchema): unknown {
  const validate = ajv.compile(schema);
  return WRONG_CANDIDATES.find((candidate) => !validate(structuredClone(candidate)));
}

/** Dotted paths of every field of a body schema, nested objects included (at most `depth` deep). */
export function bodyFields(schema: JsonSchema, depth = 3, prefix = ''): { path: string; schema: JsonSchema }[] {
  const fields: { path: string; schema: JsonSchema }[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    fields.push({ path, schema: property });
    if (property.properties && depth > 1) fields.push(...bodyFields(property, depth - 1, path));
  }
  return fields;
}

/** `{ a: { b: value } }` for path `a.b`. */
export function bodyWith(path: string, value: unknown): Record<string, unknown> {
  const names = path.split('.');
  let body: unknown = value;
  for (const name of names.reverse()) body = { [name]: body };
  return body as Record<string, unknown>;
}
