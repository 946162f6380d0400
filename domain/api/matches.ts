import type { Static, TSchema } from 'typebox';

/**
 * True when a hand-written type has exactly the schema's fields and fits its static type: used
 * where the web app keeps a narrower type (literal unions) than the wire schema, so neither drifts.
 */
export type Matches<S extends TSchema, T> = [T] extends [Static<S>] ? ([keyof T] extends [keyof Static<S>] ? ([keyof Static<S>] extends [keyof T] ? true : false) : false) : false;
