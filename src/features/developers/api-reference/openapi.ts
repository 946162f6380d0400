/**
 * What /developers' API reference needs from GET /api/v1/openapi.json (issue 38): the operations
 * grouped by tag, each schema flattened into rows a phone can show one under another, and an
 * example made from the schema (the document carries none). Pure functions over the part of
 * OpenAPI 3.1 that server/modules/openapi/openapi.service.ts produces: local `$ref`s only.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface MediaTyped {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, { schema?: Schema }>;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: MediaTyped;
  responses?: Record<string, MediaTyped>;
  security?: Record<string, string[]>[];
  'x-idempotent'?: boolean;
}

export interface OpenApiDocument {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, MediaTyped>; securitySchemes?: Record<string, { description?: string }> };
}

export interface OperationView {
  /** Unique within the document, usable as an element id. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  /** 'apiKey' (a secret key or a session), 'session' (signed-in web app only) or 'none'. */
  auth: 'apiKey' | 'session' | 'none';
  idempotent: boolean;
  parameters: Parameter[];
  body?: Schema;
  responses: { status: string; description: string; schema?: Schema }[];
}

export interface TagGroup {
  tag: string;
  operations: OperationView[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Follows a local `$ref` (`#/components/…`) until it reaches an object without one. */
export function resolve<T extends { $ref?: string }>(document: OpenApiDocument, value: T): T {
  let current: T = value;
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
    if (!target || typeof target !== 'object') return current;
    current = target as T;
  }
  return current;
}

function jsonSchemaOf(document: OpenApiDocument, typed: MediaTyped | undefined): Schema | undefined {
  if (!typed) return undefined;
  const schema = resolve(document, typed).content?.['application/json']?.schema;
  return schema ? resolve(document, schema) : undefined;
}

/**
 * The operations by tag, in the order a merchant's developer needs them: payments, the other
 * groups whose operations take an API key (their server's calls), then the rest; each group and
 * operation otherwise in the document's order.
 */
export function groupOperations(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, OperationView[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? [];
      const auth = security.some((entry) => 'apiKey' in entry) ? 'apiKey' : security.length > 0 ? 'session' : 'none';
      const view: OperationView = {
        id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, ''),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        description: operation.description,
        auth,
        idempotent: operation['x-idempotent'] === true,
        parameters: (operation.parameters ?? []).map((parameter) => resolve(document, parameter as Parameter & { $ref?: string })),
        body: jsonSchemaOf(document, operation.requestBody),
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => {
          const resolved = resolve(document, response);
          return { status, description: resolved.description ?? '', schema: jsonSchemaOf(document, response) };
        }),
      };
      const tag = operation.tags?.[0] ?? 'Other';
      groups.set(tag, [...(groups.get(tag) ?? []), view]);
    }
  }
  // Payments lead (the quick start's call), then the other groups an API key may call, then the rest.
  const rank = ({ tag, operations }: TagGroup) => (tag === 'Payments' ? 0 : operations.some((operation) => operation.auth === 'apiKey') ? 1 : tag === 'Other' ? 3 : 2);
  return [...groups.entries()].map(([tag, operations]) => ({ tag, operations })).sort((a, b) => rank(a) - rank(b));
}

/** The schemas a value may take, `anyOf` of plain enums folded into one enum. */
function variants(document: OpenApiDocument, schema: Schema): Schema[] {
  const resolved = resolve(document, schema);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (!options) return [resolved];
  return options.map((option) => resolve(document, option));
}

/** Every allowed constant of `schema` when it is a choice of constants, else undefined. */
export function choices(document: OpenApiDocument, schema: Schema): unknown[] | undefined {
  const resolved = resolve(document, schema);
  if (resolved.enum) return resolved.enum;
  if (resolved.const !== undefined) return [resolved.const];
  const options = resolved.anyOf ?? resolved.oneOf;
  if (!options) return undefined;
  const values: unknown[] = [];
  for (const option of options) {
    const inner = choices(document, option);
    if (!inner) return undefined;
    values.push(...inner);
  }
  return values;
}

/** A short type label: `string`, `integer`, `array of object`, `string or null`, `"a" | "b"`. */
export function typeLabel(document: OpenApiDocument, schema: Schema): string {
  const values = choices(document, schema);
  if (values) return values.map((value) => JSON.stringify(value)).join(' | ');
  const resolved = resolve(document, schema);
  if (resolved.anyOf ?? resolved.oneOf) return [...new Set(variants(document, resolved).map((option) => typeLabel(document, option)))].join(' or ');
  if (Array.isArray(resolved.type)) return resolved.type.join(' or ');
  if (resolved.type === 'array') return resolved.items ? `array of ${typeLabel(document, resolved.items)}` : 'array';
  if (resolved.type) return resolved.type;
  if (resolved.properties) return 'object';
  return 'any';
}

/** Limits worth telling a developer: lengths, ranges, pattern, default. */
export function constraints(schema: Schema): string[] {
  const notes: string[] = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined) notes.push(`${schema.minLength}–${schema.maxLength} characters`);
  else if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  else if (schema.minLength !== undefined) notes.push(`at least ${schema.minLength} characters`);
  if (schema.minimum !== undefined && schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) notes.push(`${schema.minimum}–${schema.maximum}`);
  else if (schema.minimum !== undefined) notes.push(`at least ${schema.minimum}`);
  else if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) notes.push(`at most ${schema.maximum}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`);
  if (schema.format) notes.push(schema.format);
  if (schema.pattern && !UUID_PATTERN.test(schema.pattern)) notes.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
}

export interface FieldRow {
  /** Dotted path: `data.items[].amount`. */
  name: string;
  type: string;
  required: boolean;
  description?: string;
  notes: string[];
}

/**
 * A schema's fields, nested ones under dotted names (`[]` for array items), to `maxDepth` levels.
 * An object whose fields are all optional alternatives (`anyOf`) shows each alternative's fields.
 */
export function fieldRows(document: OpenApiDocument, schema: Schema, maxDepth = 4): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (node: Schema, prefix: string, depth: number) => {
    const resolved = resolve(document, node);
    if (resolved.type === 'array' && resolved.items) {
      walk(resolved.items, `${prefix}[]`, depth);
      return;
    }
    if (!choices(document, resolved) && (resolved.anyOf ?? resolved.oneOf)) {
      for (const option of variants(document, resolved)) walk(option, prefix, depth);
      return;
    }
    if (!resolved.properties || depth >= maxDepth) return;
    const required = new Set(resolved.required ?? []);
    for (const [key, child] of Object.entries(resolved.properties)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (rows.some((row) => row.name === name)) continue;
      const field = resolve(document, child);
      rows.push({ name, type: typeLabel(document, field), required: required.has(key), description: field.description, notes: constraints(field) });
      walk(field, name, depth + 1);
    }
  };
  walk(schema, '', 0);
  return rows;
}

const UUID_PATTERN = /^\^\[0-9a-fA-F\]\{8\}-/;
const SAMPLE_UUID = '3f6c2a1e-8b7d-4c2a-9e1f-5a6b7c8d9e0f';

/** A plausible value by name, for the fields whose schema alone says too little. */
function sampleString(name: string, schema: Schema): string {
  if (schema.pattern && UUID_PATTERN.test(schema.pattern)) return SAMPLE_UUID;
  if (schema.pattern === '^[0-9]{8}$') return '76123456';
  if (schema.format === 'date-time' || /At$|From$|To$/.test(name)) return '2026-01-15T09:30:00.000Z';
  if (schema.format === 'uri' || /Url$/i.test(name)) return 'https://example.com/';
  if (/phone/i.test(name)) return '76123456';
  if (/currency/i.test(name)) return 'SLE';
  if (/email/i.test(name)) return 'name@example.com';
  if (schema.minLength && schema.minLength > 6) return 'x'.repeat(schema.minLength);
  return name === '' ? 'string' : name;
}

/** An example value made from the schema: the first choice, a sample by name, an item per array. */
export function exampleOf(document: OpenApiDocument, schema: Schema, name = '', depth = 0): unknown {
  const resolved = resolve(document, schema);
  if (resolved.default !== undefined) return resolved.default;
  const values = choices(document, resolved);
  if (values) return values[0];
  if (resolved.anyOf ?? resolved.oneOf) return exampleOf(document, variants(document, resolved)[0] ?? {}, name, depth);
  const type = Array.isArray(resolved.type) ? resolved.type.find((candidate) => candidate !== 'null') : resolved.type;
  if (depth > 6) return type === 'array' ? [] : type === 'object' ? {} : null;
  if (type === 'object' || resolved.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(resolved.properties ?? {})) out[key] = exampleOf(document, child, key, depth + 1);
    if (!resolved.properties && resolved.additionalProperties && typeof resolved.additionalProperties === 'object') out.key = exampleOf(document, resolved.additionalProperties, 'value', depth + 1);
    return out;
  }
  if (type === 'array') return resolved.items ? [exampleOf(document, resolved.items, name, depth + 1)] : [];
  if (type === 'integer' || type === 'number') return resolved.minimum !== undefined && resolved.minimum > 1 ? resolved.minimum : /amount|total|fee|net|balance/i.test(name) ? 150000 : 1;
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return sampleString(name, resolved);
}

/** The operation as a curl command, with the base URL and key in shell variables the quick start defines. */
export function curlFor(document: OpenApiDocument, operation: OperationView): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return String(parameter?.schema ? exampleOf(document, parameter.schema, name) : name);
  });
  const lines = [`curl${operation.method === 'GET' ? '' : ` -X ${operation.method}`} "$SALONE_PAY_URL${path}"`];
  if (operation.auth !== 'none') lines.push(`-H "Authorization: Bearer $SALONE_PAY_KEY"`);
  if (operation.idempotent) lines.push(`-H "Idempotency-Key: $IDEMPOTENCY_KEY"`);
  if (operation.body) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d '${JSON.stringify(exampleOf(document, operation.body)).replaceAll("'", "'\\''")}'`);
  }
  return lines.join(' \\\n  ');
}
