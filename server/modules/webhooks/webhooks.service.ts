/**
 * Webhooks (DESIGN §7, issue 12): a merchant's endpoints, a delivery per subscribed endpoint made
 * in the transaction that records each event, and delivery by pg-boss jobs with retries for
 * about three days, after which the endpoint is marked failing. Each attempt is logged.
 * A delivery is attempted by whoever claims it first (job, retry job or the sweep), so a job that
 * runs twice, or two workers, never send one attempt twice.
 */
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../http/cursor.ts';
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from '../../../domain/api/webhooks.ts';
import { WEBHOOK_TEST_EVENT_TYPE, type WebhookAttempt, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointWithSecret, type WebhookEventType } from '../../../domain/webhooks.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow, WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { DomainError } from '../../domain-error.ts';
import { getMerchantProfile } from '../merchants/merchants.service.ts';
import { newEventId } from '../events/events.service.ts';
import * as q from './webhooks.queries.ts';
import { sendWebhookRequest, type SendResult } from './webhook-sender.ts';
import { createSecretBox, generateWebhookSecret, webhookHeaders } from './webhook-signing.ts';
import { checkWebhookUrl, WebhookUrlError, type Resolver, type UrlPolicy } from './webhook-url-guard.ts';

/** Seconds before retry n (after the n-th failed attempt): ~3.2 days over 12 attempts. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 18_000, 36_000, 43_200, 43_200, 43_200, 43_200, 43_200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** A worker's hold on a delivery in flight (the request's deadline plus margin). */
const CLAIM_MS = 60_000;
const SWEEP_BATCH = 100;
const DELIVERIES_PAGE = 20;

export interface WebhooksDeps {
  db: Db;
  jobs: Jobs;
  now: () => Date;
  appSecret: string;
  policy: UrlPolicy;
  /** The HTTP request (tests may count it); default: sendWebhookRequest. */
  send?: typeof sendWebhookRequest;
  /** DNS (tests play a name whose answer changes); default: the system resolver. */
  resolve?: Resolver;
}

/** The bodies of POST and PATCH /webhook-endpoints: the wire schemas' own types. */
export type EndpointInput = CreateWebhookEndpointInput;
export type EndpointChanges = UpdateWebhookEndpointInput;

export interface DeliveryJob {
  deliveryId: string;
}

function toEndpoint(row: WebhookEndpointRow, now: Date): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt.toISOString() : null;
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.status === 'enabled',
    failingSince: row.failingSince?.toISOString() ?? null,
    livemode: row.livemode,
    previousSecretExpiresAt: overlap,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attempt: row.attempt,
    attemptedAt: row.attemptedAt.toISOString(),
    statusCode: row.statusCode,
    latencyMs: row.latencyMs,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
  };
}

function toDelivery(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    origin: row.origin,
    status: row.status,
    attemptCount: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    attempts: attempts.filter((attempt) => attempt.deliveryId === row.id).map(toAttempt),
  };
}

/** The body every delivery of the event carries (Standard Webhooks' type, timestamp, data). */
export function eventPayload(event: Pick<EventRow, 'id' | 'type' | 'livemode' | 'data' | 'createdAt'>): string {
  return JSON.stringify({ id: event.id, type: event.type, timestamp: event.createdAt.toISOString(), livemode: event.livemode, data: event.data });
}

const notFound = () => new DomainError(ERROR_CODES.notFound, 'No webhook endpoint with this id');

/**
 * Whose endpoints, in which mode (issue 12): a test key, or the dashboard in Test mode, manages
 * test endpoints (which receive test events); a live key the live ones.
 */
export interface WebhookOwner {
  merchantId: string;
  livemode: boolean;
}

export function createWebhooksService(deps: WebhooksDeps) {
  const { db, jobs, now, policy } = deps;
  const box = createSecretBox(deps.appSecret);
  const send = deps.send ?? sendWebhookRequest;

  async function checkUrl(url: string): Promise<string> {
    try {
      return (await checkWebhookUrl(url.trim(), policy, deps.resolve)).url.toString();
    } catch (error) {
      if (error instanceof WebhookUrlError) throw new DomainError(ERROR_CODES.webhookUrlRefused, error.message, { details: [{ field: 'url', message: error.message }] });
      throw error;
    }
  }

  async function requireMerchant(merchantId: string): Promise<void> {
    if (!(await getMerchantProfile(db, merchantId))) {
      throw new DomainError(ERROR_CODES.merchantProfileRequired, 'Set up your business profile before adding webhook endpoints.', { status: 409 });
    }
  }

  /** The owner's endpoint in the owner's mode; another merchant's, or one of the other mode, does not exist. */
  async function endpointOf(owner: WebhookOwner, id: string): Promise<WebhookEndpointRow> {
    const row = await q.findEndpoint(db, owner.merchantId, id);
    if (!row || row.livemode !== owner.livemode) throw notFound();
    return row;
  }

  /** The secrets that sign now: the current one, and the previous one during its overlap. */
  function signingSecrets(endpoint: WebhookEndpointRow, at: Date): string[] {
    const secrets = [box.open(endpoint.secretBox)];
    if (endpoint.previousSecretBox && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at) secrets.push(box.open(endpoint.previousSecretBox));
    return secrets;
  }

  /** Queues deliveries inside `tx`; their first attempt runs as soon as the transaction commits. */
  async function enqueue(tx: Db, rows: q.NewDelivery[]): Promise<string[]> {
    const ids = await q.insertDeliveries(tx, rows);
    for (const deliveryId of ids) await jobs.send(tx, 'webhook-deliver', { deliveryId } satisfies DeliveryJob);
    return ids;
  }

  function newDelivery(endpoint: WebhookEndpointRow, event: { id: string; type: string; payload: string }, origin: 'event' | 'resend' | 'test', at: Date): q.NewDelivery {
    return { id: randomUUID(), endpointId: endpoint.id, eventId: event.id, eventType: event.type, origin, payload: event.payload, status: 'pending', attempts: 0, nextAttemptAt: at, createdAt: at, updatedAt: at };
  }

  async function deliveryView(id: string): Promise<WebhookDelivery> {
    const row = await q.findDelivery(db, id);
    if (!row) throw notFound();
    return toDelivery(row, await q.attemptsOf(db, [id]));
  }

  /** One attempt; `final` when retrying cannot help (the merchant disabled the endpoint). */
  async function attempt(delivery: WebhookDeliveryRow): Promise<SendResult & { final?: boolean }> {
    const endpoint = await q.findEndpointById(db, delivery.endpointId);
    if (!endpoint || endpoint.status !== 'enabled') return { statusCode: null, latencyMs: 0, excerpt: '', error: 'Not sent: the endpoint is disabled.', final: true };
    let target;
    try {
      target = await checkWebhookUrl(endpoint.url, policy, deps.resolve);
    } catch (error) {
      if (error instanceof WebhookUrlError) return { statusCode: null, latencyMs: 0, excerpt: '', error: error.message.slice(0, 300) };
      throw error;
    }
    const [address] = target.addresses;
    if (!address) return { statusCode: null, latencyMs: 0, excerpt: '', error: 'The host has no address.' };
    const at = now();
    const headers = webhookHeaders(signingSecrets(endpoint, at), delivery.eventId, at, delivery.payload);
    return send({ url: target.url, address, headers, body: delivery.payload, policy });
  }

  return {
    async create(owner: WebhookOwner, input: EndpointInput): Promise<WebhookEndpointWithSecret> {
      const { merchantId } = owner;
      await requireMerchant(merchantId);
      const url = await checkUrl(input.url);
      // pg-boss starts before the first event that may need it (never inside a transaction).
      await jobs.ready();
      const secret = generateWebhookSecret();
      const at = now();
      const row = await q.insertEndpoint(db, {
        id: randomUUID(),
        merchantId,
        url,
        events: [...new Set(input.events)],
        livemode: owner.livemode,
        secretBox: box.seal(secret),
        createdAt: at,
        updatedAt: at,
      });
      return { ...toEndpoint(row, at), secret };
    },

    async list(owner: WebhookOwner): Promise<WebhookEndpoint[]> {
      const at = now();
      return (await q.listEndpoints(db, owner.merchantId)).filter((row) => row.livemode === owner.livemode).map((row) => toEndpoint(row, at));
    },

    async update(owner: WebhookOwner, id: string, changes: EndpointChanges): Promise<WebhookEndpoint> {
      await endpointOf(owner, id);
      const at = now();
      const row = await q.updateEndpoint(db, owner.merchantId, id, {
        ...(changes.url !== undefined ? { url: await checkUrl(changes.url) } : {}),
        ...(changes.events !== undefined ? { events: [...new Set(changes.events)] } : {}),
        ...(changes.enabled !== undefined ? { status: changes.enabled ? 'enabled' : 'disabled' } : {}),
        updatedAt: at,
      });
      if (!row) throw notFound();
      return toEndpoint(row, at);
    },

    async remove(owner: WebhookOwner, id: string): Promise<void> {
      await endpointOf(owner, id);
      if (!(await q.deleteEndpoint(db, owner.merchantId, id))) throw notFound();
    },

    /** A new secret, shown once; the old one keeps signing for ROTATION_OVERLAP_MS. */
    async rotateSecret(owner: WebhookOwner, id: string): Promise<WebhookEndpointWithSecret> {
      const endpoint = await endpointOf(owner, id);
      const secret = generateWebhookSecret();
      const at = now();
      const row = await q.updateEndpoint(db, owner.merchantId, id, {
        secretBox: box.seal(secret),
        previousSecretBox: endpoint.secretBox,
        previousSecretExpiresAt: new Date(at.getTime() + ROTATION_OVERLAP_MS),
        updatedAt: at,
      });
      if (!row) throw notFound();
      return { ...toEndpoint(row, at), secret };
    },

    async deliveries(owner: WebhookOwner, endpointId: string, cursor?: string): Promise<{ items: WebhookDelivery[]; nextCursor: string | null }> {
      await endpointOf(owner, endpointId);
      const before = cursor ? decodeTimeCursor(cursor) : undefined;
      const rows = await q.listDeliveries(db, endpointId, DELIVERIES_PAGE + 1, before && { createdAt: before.at, id: before.id });
      const page = pageOf(rows, DELIVERIES_PAGE, (last) => encodeTimeCursor(last.createdAt, last.id));
      const attempts = await q.attemptsOf(db, page.rows.map((row) => row.id));
      return { items: page.rows.map((row) => toDelivery(row, attempts)), nextCursor: page.nextCursor };
    },

    /** Sends the event again to this endpoint, as a new delivery with the same webhook-id. */
    async resend(owner: WebhookOwner, endpointId: string, eventId: string): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(owner, endpointId);
      const event = await q.findMerchantEvent(db, owner.merchantId, eventId);
      const previous = event ? undefined : await q.findDeliveryOfEvent(db, endpointId, eventId);
      if (!event && !previous) throw new DomainError(ERROR_CODES.notFound, 'No event with this id');
      if (event && event.livemode !== endpoint.livemode) throw new DomainError(ERROR_CODES.notFound, 'No event with this id');
      const source = event ? { id: event.id, type: event.type, payload: eventPayload(event) } : { id: eventId, type: previous?.eventType ?? '', payload: previous?.payload ?? '' };
      await jobs.ready();
      const [id] = await db.transaction((tx) => enqueue(tx, [newDelivery(endpoint, source, 'resend', now())]));
      return deliveryView(id ?? '');
    },

    /**
     * Staff's "Retry" (issue 34, developer or admin): the same event to the same endpoint as a new
     * delivery (same webhook-id, so a receiver that had it dedupes), queued in one transaction
     * with `onQueued` (the audit row). The route's Idempotency-Key makes a retried request one retry.
     */
    async retryDelivery(deliveryId: string, onQueued: (tx: Db, retry: { id: string; endpointId: string; eventId: string }) => Promise<void>): Promise<{ deliveryId: string; retryOf: string; status: string }> {
      const previous = await q.findDelivery(db, deliveryId);
      if (!previous) throw new DomainError(ERROR_CODES.notFound, 'No webhook delivery with this id.');
      const endpoint = await q.findEndpointById(db, previous.endpointId);
      if (!endpoint) throw new DomainError(ERROR_CODES.notFound, 'The endpoint of this delivery was removed.');
      await jobs.ready();
      const id = await db.transaction(async (tx) => {
        const [queued] = await enqueue(tx, [newDelivery(endpoint, { id: previous.eventId, type: previous.eventType, payload: previous.payload }, 'resend', now())]);
        if (!queued) throw new Error('retry delivery not queued');
        await onQueued(tx, { id: queued, endpointId: endpoint.id, eventId: previous.eventId });
        return queued;
      });
      return { deliveryId: id, retryOf: deliveryId, status: 'pending' };
    },

    /** "Send test event": a `webhook.test` event to this endpoint only, whatever it subscribes to. */
    async sendTestEvent(owner: WebhookOwner, endpointId: string): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(owner, endpointId);
      const at = now();
      const id = newEventId();
      const payload = JSON.stringify({ id, type: WEBHOOK_TEST_EVENT_TYPE, timestamp: at.toISOString(), livemode: endpoint.livemode, data: { object: 'test', message: 'A test event from Salone Pay.' } });
      await jobs.ready();
      const [deliveryId] = await db.transaction((tx) => enqueue(tx, [newDelivery(endpoint, { id, type: WEBHOOK_TEST_EVENT_TYPE, payload }, 'test', at)]));
      return deliveryView(deliveryId ?? '');
    },

    /** The events module's listener: runs in the transaction that records the event. */
    async onEvent(tx: Db, event: EventRow): Promise<void> {
      const endpoints = await q.subscribedEndpoints(tx, event);
      if (endpoints.length === 0) return;
      const payload = eventPayload(event);
      await enqueue(
        tx,
        endpoints.map((endpoint) => newDelivery(endpoint, { id: event.id, type: event.type, payload }, 'event', event.createdAt)),
      );
    },

    /** The job handler: one attempt if the delivery is due and nobody else holds it. */
    async deliver(job: DeliveryJob): Promise<void> {
      const claimedAt = now();
      const delivery = await q.claimDelivery(db, job.deliveryId, claimedAt, new Date(claimedAt.getTime() + CLAIM_MS));
      if (!delivery) return;
      const result = await attempt(delivery);
      const at = now();
      const number = delivery.attempts + 1;
      const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      await db.transaction(async (tx) => {
        await q.insertAttempt(tx, {
          deliveryId: delivery.id,
          attempt: number,
          attemptedAt: at,
          statusCode: result.statusCode,
          latencyMs: result.latencyMs,
          responseExcerpt: result.excerpt,
          error: result.error,
        });
        if (succeeded) {
          await q.finishDelivery(tx, delivery.id, { status: 'succeeded', attempts: number, nextAttemptAt: null, updatedAt: at });
          await q.setEndpointFailing(tx, delivery.endpointId, null);
        } else if (result.final) {
          await q.finishDelivery(tx, delivery.id, { status: 'failed', attempts: number, nextAttemptAt: null, updatedAt: at });
        } else if (number >= MAX_ATTEMPTS) {
          await q.finishDelivery(tx, delivery.id, { status: 'failed', attempts: number, nextAttemptAt: null, updatedAt: at });
          await q.setEndpointFailing(tx, delivery.endpointId, at);
        } else {
          const delaySeconds: number = RETRY_DELAYS_SECONDS[number - 1] ?? 43_200;
          await q.finishDelivery(tx, delivery.id, { attempts: number, nextAttemptAt: new Date(at.getTime() + delaySeconds * 1000), updatedAt: at });
          await jobs.send(tx, 'webhook-deliver', { deliveryId: delivery.id } satisfies DeliveryJob, { delaySeconds });
        }
      });
    },

    /** Safety net for lost retry jobs (and the tests' clock): queues every due delivery. */
    async sweep(): Promise<number> {
      const ids = await q.dueDeliveryIds(db, now(), SWEEP_BATCH);
      if (ids.length > 0) await db.transaction(async (tx) => {
        for (const deliveryId of ids) await jobs.send(tx, 'webhook-deliver', { deliveryId } satisfies DeliveryJob);
      });
      return ids.length;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

