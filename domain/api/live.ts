/**
 * Wire schemas of issue 17's live routes (moved to TypeBox in issue 12): the event stream's and
 * feed's queries, the polling feed, and the merchant's preferences for money that arrives.
 */
import Type, { type Static } from 'typebox';
import { DataOf } from './common.ts';

export const FEED_LIMIT_MAX = 100;
export const FEED_LIMIT_DEFAULT = 50;

const Seq = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Events after this seq.' });

export const LiveStreamQuery = Type.Object(
  {
    after: Type.Optional(Seq),
    // EventSource cannot send the Salone-Mode header: the mode comes in the address instead.
    mode: Type.Optional(Type.Union([Type.Literal('test'), Type.Literal('live')], { description: "The client's mode: only that mode's events are sent (default test)." })),
  },
  { additionalProperties: false },
);
export const LiveFeedQuery = Type.Object(
  { after: Type.Optional(Seq), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FEED_LIMIT_MAX, default: FEED_LIMIT_DEFAULT })) },
  { additionalProperties: false },
);

export const LiveEvent = Type.Object({
  id: Type.String(),
  seq: Type.Integer(),
  type: Type.String(),
  livemode: Type.Boolean(),
  createdAt: Type.String(),
  // The event's own object, written as it is (an open object, as the plain schema had it).
  data: Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }),
});
export const LiveFeedAnswer = DataOf(Type.Object({ items: Type.Array(LiveEvent), lastSeq: Type.Integer() }));

export const MerchantPreferences = Type.Object({ soundOn: Type.Boolean(), smsOnPayment: Type.Boolean() }, { additionalProperties: false });
export const MerchantPreferencesAnswer = DataOf(MerchantPreferences);

export type LiveEventView = Static<typeof LiveEvent>;
export type MerchantPreferencesView = Static<typeof MerchantPreferences>;
export type LiveStreamInput = Static<typeof LiveStreamQuery>;
