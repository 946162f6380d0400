/**
 * Webhooks as the API returns them (issue 12), shared by the server's routes and the dashboard.
 * Event types are DESIGN §7's list (the events table's CHECK holds the same; a test compares).
 */
export const WEBHOOK_EVENT_TYPES = ['payment.completed', 'payment.failed', 'payment.cancelled', 'payment.expired', 'refund.completed', 'payout.completed', 'payout.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event "Send test event" delivers; never recorded as a money event. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

export const WEBHOOK_URL_MAX = 2048;

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** When the last delivery gave up after about three days of retries; null once one succeeds. */
  failingSince: string | null;
  livemode: boolean;
  /** The previous secret still signs until then (rotation overlap); null when none. */
  previousSecretExpiresAt: string | null;
  createdAt: string;
}

/** Create and rotate answers only: the signing secret, shown once. */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

export interface WebhookAttempt {
  attempt: number;
  attemptedAt: string;
  /** null: no HTTP answer (see error). */
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string;
  error: string | null;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  origin: 'event' | 'resend' | 'test';
  status: WebhookDeliveryStatus;
  attemptCount: number;
  nextAttemptAt: string | null;
  createdAt: string;
  attempts: WebhookAttempt[];
}

/** The form's first check (shape and length); the server then applies the address rules (server/modules/webhooks/webhook-url-guard.ts). */
export function webhookUrlError(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return 'Enter the URL that will receive webhooks.';
  if (trimmed.length > WEBHOOK_URL_MAX) return 'This URL is too long.';
  if (!/^https?:\/\/[^\s]+$/i.test(trimmed)) return 'Enter a full URL, such as https://example.com/webhooks.';
  return undefined;
}
