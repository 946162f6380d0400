/**
 * Wire schemas of /webhook-endpoints (issue 12): a merchant's endpoints, their delivery log,
 * resend and test events. The web app's types (domain/webhooks.ts) are checked against them at
 * compile time; the request bodies' types are these schemas' own.
 */
import Type, { type Static } from 'typebox';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookAttempt as WebhookAttemptView,
  type WebhookDelivery as WebhookDeliveryView,
  type WebhookEndpoint as WebhookEndpointView,
  type WebhookEndpointWithSecret as WebhookEndpointWithSecretView,
} from '../webhooks.ts';
import { DataOf, IdParams, Nullable, PageOf } from './common.ts';
import type { Matches } from './matches.ts';

const WebhookEvents = Type.Array(Type.Enum(WEBHOOK_EVENT_TYPES), { minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true });
const WebhookUrl = Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX });

const endpointProperties = {
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  failingSince: Nullable(Type.String({ description: 'When the last delivery gave up after about three days of retries; null once one succeeds.' })),
  livemode: Type.Boolean(),
  previousSecretExpiresAt: Nullable(Type.String({ description: 'The previous secret still signs until then (rotation overlap); null when none.' })),
  createdAt: Type.String(),
};
export const WebhookEndpoint = Type.Object(endpointProperties);
export const WebhookEndpointWithSecret = Type.Object({ ...endpointProperties, secret: Type.String({ description: 'The signing secret, shown once.' }) });

export const WebhookAttempt = Type.Object({
  attempt: Type.Integer(),
  attemptedAt: Type.String(),
  statusCode: Nullable(Type.Integer({ description: 'null: no HTTP answer (see error).' })),
  latencyMs: Type.Integer(),
  responseExcerpt: Type.String(),
  error: Nullable(Type.String()),
});
export const WebhookDelivery = Type.Object({
  id: Type.String(),
  endpointId: Type.String(),
  eventId: Type.String(),
  eventType: Type.String(),
  origin: Type.String({ description: 'event, resend or test.' }),
  status: Type.String({ description: 'pending, succeeded or failed.' }),
  attemptCount: Type.Integer(),
  nextAttemptAt: Nullable(Type.String()),
  createdAt: Type.String(),
  attempts: Type.Array(WebhookAttempt),
});

export const CreateWebhookEndpointBody = Type.Object({ url: WebhookUrl, events: WebhookEvents }, { additionalProperties: false });
export const UpdateWebhookEndpointBody = Type.Object(
  { url: Type.Optional(WebhookUrl), events: Type.Optional(WebhookEvents), enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export const ResendWebhookBody = Type.Object({ eventId: Type.String({ pattern: '^evt_[0-9a-f]{32}$' }) }, { additionalProperties: false });
export const WebhookDeliveriesQuery = Type.Object({ cursor: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
export const WebhookEndpointParams = IdParams;

export const WebhookEndpointAnswer = DataOf(WebhookEndpoint);
export const WebhookEndpointWithSecretAnswer = DataOf(WebhookEndpointWithSecret);
export const WebhookEndpointList = DataOf(Type.Array(WebhookEndpoint));
export const WebhookDeliveryAnswer = DataOf(WebhookDelivery);
export const WebhookDeliveryPage = PageOf(WebhookDelivery);
export const DeletedWebhookEndpointAnswer = DataOf(Type.Object({ id: Type.String(), deleted: Type.Boolean() }));

export type CreateWebhookEndpointInput = Static<typeof CreateWebhookEndpointBody>;
export type UpdateWebhookEndpointInput = Static<typeof UpdateWebhookEndpointBody>;

// Compile-time: the web app's (narrower) types and the wire schemas describe the same objects.
export const WEBHOOK_CONTRACT_CHECKS: {
  endpoint: Matches<typeof WebhookEndpoint, WebhookEndpointView>;
  endpointWithSecret: Matches<typeof WebhookEndpointWithSecret, WebhookEndpointWithSecretView>;
  attempt: Matches<typeof WebhookAttempt, WebhookAttemptView>;
  delivery: Matches<typeof WebhookDelivery, WebhookDeliveryView>;
} = { endpoint: true, endpointWithSecret: true, attempt: true, delivery: true };
