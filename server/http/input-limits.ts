/**
 * Limits every request meets before any work is done on it (issue 22: hostile input costs
 * nothing): how deep a JSON body may nest, and which text PostgreSQL can store.
 */

/** Our forms nest two or three levels; 64 leaves room for any real client and none for a bomb. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text nests arrays/objects deeper than `max`. One pass over the raw text, no
 * recursion and no parsing, so a body of 16,000 `[` costs a loop, not the stack.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form (drivers
 * would store U+FFFD in its place, silently changing the data).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The first field (dotted path, as validation details name fields) whose text, or whose name,
 * cannot be stored; null when everything can. Walks with an explicit stack: no recursion.
 */
export function findUnstorableField(value: unknown, rootField = ''): string | null {
  const stack: { value: unknown; field: string }[] = [{ value, field: rootField }];
  while (stack.length > 0) {
    const { value: current, field } = stack.pop() as { value: unknown; field: string };
    if (typeof current === 'string') {
      if (!isStorableText(current)) return field || '(body)';
    } else if (current !== null && typeof current === 'object') {
      for (const [name, item] of Object.entries(current)) {
        if (!isStorableText(name)) return field || '(body)';
        stack.push({ value: item, field: field ? `${field}.${name}` : name });
      }
    }
  }
  return null;
}

interface PropertySchema {
  type?: unknown;
}

function typesOf(schema: PropertySchema | undefined): unknown[] {
  if (!schema) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

const WHOLE_NUMBER = /^-?\d{1,15}$/;
const DECIMAL_NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * Query strings and path parameters are text. Where the route's schema wants a number, plain
 * digits become one; anything else (`1e309`, `Infinity`, `0x10`, `NaN`, ` 5`) stays text and the
 * validator refuses it. Ajv's own coercion is not used: it turns `1e309` into Infinity and then
 * skips its range checks for non-finite numbers. `true`/`false` become booleans likewise.
 */
export function coerceUrlValues(values: unknown, schema: unknown): void {
  if (values === null || typeof values !== 'object' || schema === null || typeof schema !== 'object') return;
  const properties = (schema as { properties?: Record<string, PropertySchema> }).properties ?? {};
  const record = values as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    if (typeof value !== 'string') continue;
    const types = typesOf(properties[name]);
    if (types.includes('string')) continue;
    if (types.includes('integer') && WHOLE_NUMBER.test(value)) record[name] = Number(value);
    else if (types.includes('number') && DECIMAL_NUMBER.test(value)) record[name] = Number(value);
    else if (types.includes('boolean') && (value === 'true' || value === 'false')) record[name] = value === 'true';
  }
}
