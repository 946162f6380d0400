/**
 * Building blocks of the wire schemas (DESIGN §3): TypeBox schemas that give the server its
 * validation, the OpenAPI document its shapes and the web app its types (type imports only).
 */
import Type, { type TSchema } from 'typebox';

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const Uuid = Type.String({ pattern: UUID_PATTERN, description: 'A UUID.' });
export const IdParams = Type.Object({ id: Uuid }, { additionalProperties: false });
/** An ISO 8601 time with its offset, as the API writes times. */
export const Timestamp = Type.String({ description: 'ISO 8601 time, UTC (e.g. 2026-11-23T14:05:00.000Z).' });
/** Money travels as an integer in minor units (DESIGN §3): never a float. */
export const MinorUnits = Type.Integer({ description: 'Amount in minor units of its currency (integer).' });
export const Currency = Type.Union([Type.Literal('SLE'), Type.Literal('USD'), Type.Literal('EUR'), Type.Literal('GBP')], {
  description: 'ISO 4217 currency. SLL is kept for legacy records only.',
});

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** `{ data: … }`, the success envelope. */
export function DataOf<T extends TSchema>(schema: T) {
  return Type.Object({ data: schema });
}

/** `{ data: { items, nextCursor } }`: a page of a list; `nextCursor` null on the last page. */
export function PageOf<T extends TSchema>(item: T) {
  return DataOf(Type.Object({ items: Type.Array(item), nextCursor: Nullable(Type.String()) }));
}

/** DESIGN §3's error envelope, every 4xx and 5xx. */
export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Stable snake_case code; clients branch on it.' }),
      message: Type.String({ description: 'A human sentence.' }),
      details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    }),
  },
  { $id: 'ErrorEnvelope', title: 'Error' },
);
