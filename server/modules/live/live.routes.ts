/**
 * Issue 17's routes:
 *   GET /events/stream     Server-Sent Events of the signed-in merchant's money events, resumable
 *                          with Last-Event-ID (or ?after=seq on a fresh connection); the session
 *                          cookie signs EventSource in (it cannot send a bearer header).
 *   GET /events/feed       the polling fallback: events after ?after=seq, oldest first.
 *   GET/PUT /merchant-preferences   sound on screen, an SMS for each payment received.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FEED_LIMIT_DEFAULT, LiveFeedAnswer, LiveFeedQuery, LiveStreamQuery, MerchantPreferences, MerchantPreferencesAnswer, type LiveStreamInput } from '../../../domain/api/live.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Db } from '../../db/client.ts';
import { catchUpFeed, type LiveHub } from './live-hub.service.ts';
import { createPreferencesService } from './preferences.service.ts';

/** A Last-Event-ID we sent is a seq; anything else is ignored (the stream starts from now). */
function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

export function liveRoutes(deps: { db: Db; hub: LiveHub; now: () => Date }) {
  const { db, hub, now } = deps;
  const preferences = createPreferencesService(db, now);
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    // Not through the type provider: its answer is a hand-written stream, described (not serialized) below.
    server.get<{ Querystring: LiveStreamInput }>(
      '/events/stream',
      {
        preHandler: server.requireUser,
        schema: {
          querystring: LiveStreamQuery,
          // Written to the socket as it happens (never serialized): `id: <seq>`, `event: <type>`, `data: <JSON>`.
          response: { 200: { description: 'Server-Sent Events, one per money event', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        // EventSource always asks for text/event-stream; anything else (a plain fetch, a crawler,
        // a test's inject) gets an answer that ends instead of a connection held open.
        if (!/text\/event-stream/i.test(request.headers.accept ?? '')) {
          throw new HttpError(406, ERROR_CODES.notAcceptable, 'This address is an event stream: ask for text/event-stream.');
        }
        const afterSeq = parseLastEventId(request.headers['last-event-id']) ?? request.query.after;
        // The stream is written by hand: no compression (it would hold events back) and no
        // caching anywhere (the service worker never caches /api, proxies must not buffer).
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        raw.flushHeaders();
        // Listening before the stream is opened: a client that leaves while it is being opened
        // (a phone dropping off 2G) must not leave a stream renewed forever, holding a slot.
        const opened: { release?: () => void } = {};
        let gone = false;
        const leave = () => {
          gone = true;
          opened.release?.();
        };
        request.raw.once('close', leave);
        raw.once('close', leave);
        const release = await hub.open(user.id, afterSeq, {
          write: (chunk) => !raw.destroyed && raw.write(chunk),
          pending: () => raw.writableLength,
          end: () => {
            if (!raw.writableEnded) raw.end();
          },
        }, request.modeFixed ? request.livemode : request.query.mode === 'live'); // Issue 35: a seller's mode is the business's.
        opened.release = release;
        if (gone || raw.destroyed) release();
      },
    );

    app.get(
      '/events/feed',
      {
        preHandler: app.requireUser,
        schema: {
          querystring: LiveFeedQuery,
          response: { 200: LiveFeedAnswer },
        },
      },
      async (request) => {
        const feed = await catchUpFeed(db, signedInUser(request).id, request.query.after, request.query.limit ?? FEED_LIMIT_DEFAULT, request.livemode);
        return {
          data: {
            items: feed.items.map((event) => ({ id: event.id, seq: event.seq, type: event.type, livemode: event.livemode, createdAt: event.createdAt.toISOString(), data: event.data })),
            lastSeq: feed.lastSeq,
          },
        };
      },
    );

    app.get('/merchant-preferences', { preHandler: app.requireUser, schema: { response: { 200: MerchantPreferencesAnswer } } }, async (request) => ({
      data: await preferences.get(signedInUser(request).id),
    }));
    app.put(
      '/merchant-preferences',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { body: MerchantPreferences, response: { 200: MerchantPreferencesAnswer } } },
      async (request) => ({ data: await preferences.save(signedInUser(request).id, request.body) }),
    );
  };
}

