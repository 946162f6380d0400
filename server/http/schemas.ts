/** JSON schemas shared by the dashboard modules' routes (ids, money, pages). */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

export const nullableString = { type: ['string', 'null'] } as const;

export function dataOf(schema: object) {
  return { type: 'object', required: ['data'], properties: { data: schema } } as const;
}

export function listOf(item: object) {
  return dataOf({ type: 'array', items: item });
}

export function pageOf(item: object) {
  return dataOf({
    type: 'object',
    required: ['items', 'nextCursor'],
    properties: { items: { type: 'array', items: item }, nextCursor: nullableString },
  });
}
