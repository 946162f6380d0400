/**
 * Issue 42: the checkout a payer opens on 2G.
 *
 * - GET /pay/{merchantId}[?link=…]: the page with the business, the amount and the method choices
 *   already in its HTML, rendered per request by the app's own components (the client build's
 *   server half in the web root's .ssr/, made by scripts/prerender-plugin.ts) into the prerendered
 *   pay.html's frame made to start the checkout's own entry (.ssr/checkout.html: src/checkout-main.tsx,
 *   the checkout alone, not the whole app), with the data as JSON beside it so it hydrates without
 *   asking again. Cached briefly per link (the data is public; each answer gets its own attempt key).
 * - The form in it is a real HTML form: POST /pay/{merchantId} starts the payment (through the API
 *   route itself, with the page's attempt key as the Idempotency-Key: a double submit makes one
 *   payment) and answers the next step as HTML: the code step, then the payment's progress and
 *   result, so a payer with no JavaScript pays by mobile money to the end. With JavaScript the app
 *   takes the form over (src/features/checkout/components/Checkout.tsx) and none of this is used
 *   after the first page.
 *
 * Without a server build (a web root built before issue 42) /pay gets the static shell as before.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { AFRICELL_MONEY_ERROR, isValidAfricellMoney, walletNumberDigits } from '../../domain/africell-money.ts';
import { checkoutMethodsFor, CHECKOUT_METHOD_LABELS, CLIENT_SECRET_HEADER, isCheckoutMethod, type CheckoutMethod, type CheckoutPayment } from '../../domain/checkout.ts';
import { CHECKOUT_SEED_ID, seedScriptText, type CheckoutSeed, type SeedError, type SeedForm } from '../../domain/checkout-seed.ts';
import { declineMessage } from '../../domain/decline.ts';
import { calculateFee } from '../../domain/fees.ts';
import { idFromAddress, isUuid } from '../../domain/ids.ts';
import { formatMoney, toMinorUnits } from '../../domain/money.ts';
import { isValidOrangeMoney, ORANGE_MONEY_ERROR } from '../../domain/orange-money.ts';
import type { CheckoutLink, CheckoutMerchant } from '../../domain/payment-links.ts';
import type { Db } from '../db/client.ts';
import { recalledOutcome, rememberOutcome } from './idempotency.queries.ts';

/** The web root's folder holding the server build (scripts/prerender-plugin.ts's SSR_DIR). */
const SSR_DIR = '.ssr';
/** The page frame in it (scripts/prerender-plugin.ts's CHECKOUT_FRAME_FILE). */
const CHECKOUT_FRAME_FILE = 'checkout.html';
/** How long one link's rendered page is reused. */
export const CHECKOUT_PAGE_CACHE_MS = 30_000;
const CACHE_MAX = 500;
/** Stands for the attempt key in a cached page; each answer puts a fresh key in its place. */
const KEY_SLOT = '00000000-0000-4000-8000-00000000a77e';
/** The guest's client secret of the payment this browser is paying with no JavaScript (HttpOnly). */
const SECRET_COOKIE = 'sp_checkout';

interface Renderer {
  /** `title`: the tab's title, as the app sets it (a build before it has none: the frame's stays). */
  renderCheckout(location: string, seed: CheckoutSeed): Promise<{ html: string; styleTags: string; title?: string }>;
}

export interface CheckoutPageOptions {
  webRoot: string;
  /** The payment's client secret (server/modules/checkout/client-secret.ts), to follow a payment this page started. */
  clientSecretOf: (paymentId: string) => string;
  /** Where a form's attempt key and the payment it started are kept (the idempotency store), for every process alike. */
  db: Db;
}

/** How long a form's attempt key is remembered with its payment. */
const ATTEMPT_MS = 3_600_000;
/** The attempt records' scope in the idempotency store, per merchant (the API's own are `user:` and `guest:`). */
const attemptScope = (merchantId: string) => `checkout-form:${merchantId}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The prerendered pay.html made into the frame of a rendered checkout. */
export function checkoutFrame(template: string): { before: string; after: string } | null {
  const root = /<div id="root">[\s\S]*?<\/div><\/div>/;
  if (!root.test(template)) return null;
  const frame = template
    .replace(/<template id="prerender-gate">[\s\S]*?<\/template>/, '')
    .replace(/<template id="prerender-page"[^>]*>[\s\S]*?<\/template>/, '')
    .replace(/<noscript><div id="root-noscript">[\s\S]*?<\/div><\/noscript>/, '')
    .replace(/<style data-styled[^>]*>[\s\S]*?<\/style>/g, '')
    .replace('<html', '<html data-prerendered="page"')
    .replace(root, '<div id="root">\u0000</div>');
  const [before = '', after = ''] = frame.split('\u0000');
  return { before, after };
}

interface ApiAnswer<T> {
  status: number;
  data?: T;
  error?: SeedError;
}

/**
 * Answers a GET of a checkout page: true when it did, false when the static shell answers it.
 * (A boolean, not the reply: a reply is a thenable, which an async function's result would await.)
 */
export type CheckoutPageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** The plain form's routes, and the GET answer web-app.ts's fallback gives /pay/{merchantId} (null without a server build). */
export async function registerCheckoutPage(app: FastifyInstance, options: CheckoutPageOptions): Promise<CheckoutPageAnswer | null> {
  const entry = path.join(options.webRoot, SSR_DIR, 'entry-server.js');
  // The frame that starts the checkout's own small entry (src/checkout-main.tsx); a build without
  // one has pay.html, which starts the whole app.
  const ownFrame = path.join(options.webRoot, SSR_DIR, CHECKOUT_FRAME_FILE);
  const payHtml = existsSync(ownFrame) ? ownFrame : path.join(options.webRoot, 'pay.html');
  if (!existsSync(entry) || !existsSync(payHtml)) return null;
  const frame = checkoutFrame(readFileSync(payHtml, 'utf8'));
  if (!frame) return null;
  const shell = frame;
  let renderer: Renderer;
  try {
    renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  } catch (error) {
    app.log.warn({ err: error }, 'the checkout server build did not load: /pay is the static shell');
    return null;
  }
  const cache = new Map<string, { page: string; expires: number }>();

  async function api<T>(request: FastifyRequest, inject: InjectOptions): Promise<ApiAnswer<T>> {
    const answer = await app.inject({ ...inject, remoteAddress: request.ip, headers: { ...inject.headers, 'user-agent': request.headers['user-agent'] ?? '' } });
    const body = answer.json<{ data?: T; error?: { code?: string; message?: string } }>();
    if (answer.statusCode < 300) return { status: answer.statusCode, ...(body.data === undefined ? {} : { data: body.data }) };
    return { status: answer.statusCode, error: { status: answer.statusCode, code: body.error?.code ?? 'error', message: body.error?.message ?? 'Something went wrong.' } };
  }

  async function seedFor(request: FastifyRequest, merchantId: string, linkId: string | null): Promise<CheckoutSeed> {
    const base = `/api/v1/checkout/merchants/${encodeURIComponent(merchantId)}`;
    const [merchant, link] = await Promise.all([
      isUuid(merchantId) ? api<CheckoutMerchant>(request, { method: 'GET', url: base }) : Promise.resolve<ApiAnswer<CheckoutMerchant>>({ status: 404, error: { status: 404, code: 'merchant_not_found', message: 'No merchant with this id' } }),
      linkId === null ? Promise.resolve(null) : api<CheckoutLink>(request, { method: 'GET', url: `${base}/links/${encodeURIComponent(linkId)}` }),
    ]);
    return {
      merchantId,
      linkId,
      merchant: merchant.data ?? null,
      merchantError: merchant.error ?? null,
      link: link?.data ?? null,
      linkError: link?.error ?? null,
      attemptKey: KEY_SLOT,
    };
  }

  async function renderPage(location: string, seed: CheckoutSeed): Promise<string> {
    const { html, styleTags, title } = await renderer.renderCheckout(location, seed);
    // The first paint waits until the business, the amount and the methods are parsed (not a
    // header alone while the rest is still on its way on 2G): Chromium's render-blocking `expect`.
    const head = shell.before
      .replace(/<title>[^<]*<\/title>/, (frameTitle) => (title === undefined ? frameTitle : `<title>${escapeHtml(title)}</title>`))
      .replace('</head>', `${styleTags}<link rel="expect" href="#checkout-methods-choice" blocking="render"></head>`);
    return `${head}${html}</div><script type="application/json" id="${CHECKOUT_SEED_ID}">${seedScriptText(seed)}</script>${shell.after.replace(/^<\/div>/, '')}`;
  }

  /**
   * Compressed here (the static files are precompressed; this page is made per answer): on 2G its
   * 17 KB are 4-5 KB in brotli, and the whole page is in the first round trips.
   */
  const sendPage = (reply: FastifyReply, page: string, status = 200) => {
    const html = Buffer.from(page.replaceAll(KEY_SLOT, randomUUID()));
    const accepts = String(reply.request.headers['accept-encoding'] ?? '');
    void reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };

  /** The ids of a checkout address as the app reads them (pay-merchant.tsx): anything else is its zero id. */
  function idsOf(request: FastifyRequest): { merchantId: string; linkId: string | null; query: URLSearchParams } {
    const [pathname = '', search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    const linkId = query.get('link');
    // Both as the app reads them (idFromAddress), so the seed is the one its render looks for: a
    // merchant id that is not a UUID says the merchant is not found, an empty ?link= is no link.
    return { merchantId: idFromAddress(decodeURIComponent(pathname.split('/')[2] ?? '')), linkId: linkId ? idFromAddress(linkId) : null, query };
  }

  /** GET: the page with its data, from the cache when it is there (not for a prefilled or returning address). */
  async function answerPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const { merchantId, linkId, query } = idsOf(request);
    // A return from the card page or a payment to follow: the app's own business (the static shell).
    if (query.has('payment') || query.has('secret')) return false;
    const plain = !query.has('amount') && !query.has('method');
    const key = `${merchantId}|${linkId ?? ''}|${query.get('mode') === 'live' ? 'live' : ''}`;
    const cached = plain ? cache.get(key) : undefined;
    if (cached && cached.expires > Date.now()) {
      void sendPage(reply, cached.page);
      return true;
    }
    const page = await renderPage(request.url, await seedFor(request, merchantId, linkId));
    if (plain) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, { page, expires: Date.now() + CHECKOUT_PAGE_CACHE_MS });
    }
    void sendPage(reply, page);
    return true;
  }

  function flowPage(title: string, body: string, refreshSeconds?: number): string {
    const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${escapeHtml(title)} | Salone Pay</title><style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f5f7fa;color:#111827}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.25rem;margin:0 0 8px}p{margin:8px 0;line-height:1.5}.amount{font-size:1.75rem;font-weight:700}
label{display:block;font-weight:600;margin:16px 0 4px}input{box-sizing:border-box;width:100%;min-height:48px;font-size:1.25rem;padding:8px 12px;border:2px solid #9ca3af;border-radius:8px;letter-spacing:.2em}
.error{background:#fee2e2;color:#7f1d1d;border-radius:8px;padding:8px 12px}.ok{background:#dcfce7;color:#14532d;border-radius:8px;padding:8px 12px}
button{display:block;width:100%;min-height:48px;margin-top:16px;border-radius:8px;font-size:1rem;font-weight:600;background:#0b6fc2;color:#fff;border:0}
</style></head><body><main>${body}</main></body></html>`;
  }

  const secretCookie = (paymentId: string) =>
    `${SECRET_COOKIE}=${encodeURIComponent(options.clientSecretOf(paymentId))}; Path=/pay; Max-Age=3600; HttpOnly; SameSite=Lax`;

  function cookieSecret(request: FastifyRequest, paymentId: string): string | undefined {
    const value = (request.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${SECRET_COOKIE}=`))?.slice(SECRET_COOKIE.length + 1);
    const secret = value ? decodeURIComponent(value) : undefined;
    return secret?.startsWith(`${paymentId}_secret_`) ? secret : undefined;
  }

  function progressPage(merchantId: string, payment: CheckoutPayment, problem?: string): { page: string; status: number } {
    const summary = `<p>Pay <strong>${escapeHtml(payment.merchantName)}</strong></p><p class="amount">${escapeHtml(formatMoney(payment.total, payment.currency))}</p>`;
    const here = `/pay/${encodeURIComponent(merchantId)}/payments/${encodeURIComponent(payment.id)}`;
    switch (payment.status) {
      case 'pending_otp':
        return {
          status: problem ? 400 : 200,
          page: flowPage(
            'Enter the code',
            `<h1>Enter the code</h1>${summary}<p>${escapeHtml(CHECKOUT_METHOD_LABELS[payment.method])} sent a 6-digit code by SMS to the number paying ${escapeHtml(formatMoney(payment.total, payment.currency))}. Enter it to approve the payment.</p>
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}<form method="post" action="${here}/code"><input type="hidden" name="attempt" value="${randomUUID()}">
<label for="code">Payment code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
<button type="submit">Approve payment</button></form>`,
          ),
        };
      case 'completed':
        return { status: 200, page: flowPage('Payment Successful!', `<h1 class="ok">Payment Successful!</h1>${summary}<p>Reference ${escapeHtml(payment.reference)}. Your receipt comes by SMS. You can close this page.</p>`) };
      case 'failed':
        return { status: 200, page: flowPage('Payment Failed', `<h1>Payment Failed</h1>${summary}<p class="error">${escapeHtml(declineMessage(payment.failureReason, CHECKOUT_METHOD_LABELS[payment.method]))}</p><p><a href="/pay/${encodeURIComponent(merchantId)}${payment.linkId ? `?link=${encodeURIComponent(payment.linkId)}` : ''}">Start again</a></p>`) };
      case 'pending_initiation':
      case 'pending_confirmation':
      case 'processing':
        return { status: 200, page: flowPage('Processing your payment', `<h1>Processing your payment</h1>${summary}<p>This page checks again by itself every few seconds.</p><p><a href="${here}">Check now</a></p>`, 3) };
      default:
        return { status: 200, page: flowPage(payment.status === 'expired' ? 'Payment expired' : 'Payment cancelled', `<h1>${payment.status === 'expired' ? 'Payment expired' : 'Payment cancelled'}</h1>${summary}<p>No money was taken.</p>`) };
    }
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    // The plain form's Pay: checks what the app checks, then starts the payment through the API.
    scope.post('/pay/:merchantId', async (request, reply) => {
      const { merchantId, linkId, query } = idsOf(request);
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const seed = await seedFor(request, merchantId, linkId);
      const answerForm = (sent: SeedForm, status = 400) => renderPage(request.url, { ...seed, form: sent }).then((page) => sendPage(reply, page, status));
      if (!seed.merchant || seed.linkError) return sendPage(reply, await renderPage(request.url, seed), seed.merchantError?.status ?? seed.linkError?.status ?? 400);
      const live = linkId ? (seed.link?.livemode ?? false) : query.get('mode') === 'live';
      const method = isCheckoutMethod(form.method ?? null) ? (form.method as CheckoutMethod) : null;
      // As the app keeps it (digits, the leading 0 too); the API gets walletNumberDigits of it, as from the app.
      const wallet = (method ? (form[`walletNumber_${method}`] ?? '') : '').replace(/\D/g, '').slice(0, 11);
      const amountText = (form.amount ?? '').replace(/\D/g, '').slice(0, 12);
      const sent = (error: string): SeedForm => ({ amount: amountText, method, wallet, error });
      const currency = seed.link?.currency ?? 'SLE';
      const amount = seed.link?.amount ?? (/^\d{1,12}$/.test(amountText) && Number(amountText) > 0 ? toMinorUnits(Number(amountText)) : null);
      if (amount === null) return answerForm(sent('Enter the amount to pay'));
      if (!method || !checkoutMethodsFor(live).includes(method)) return answerForm(sent('Choose how to pay.'));
      if (method !== 'orange_money' && method !== 'mobile_money') {
        return answerForm(sent('Bank transfer and card payments need JavaScript in this browser: choose Orange Money or Africell Money, or turn JavaScript on.'));
      }
      if (method === 'orange_money' ? !isValidOrangeMoney(wallet) : !isValidAfricellMoney(wallet)) return answerForm(sent(method === 'orange_money' ? ORANGE_MONEY_ERROR : AFRICELL_MONEY_ERROR));
      if (calculateFee({ amount, currency, method, bearer: seed.merchant.feeBearer }).net <= 0) return answerForm(sent('This amount does not cover the payment fee.'));
      const key = form.attempt && isUuid(form.attempt) && form.attempt !== KEY_SLOT ? form.attempt : randomUUID();
      const body = {
        merchantId,
        method,
        ...(linkId ? { linkId } : live ? { livemode: true } : {}),
        ...(seed.link?.amount == null ? { amount, currency } : {}),
        walletNumber: walletNumberDigits(wallet),
      };
      // A double submit: the second waits for the first (in flight) and then follows the same payment.
      for (let tries = 0; tries < 40; tries += 1) {
        const created = await api<{ payment: CheckoutPayment; clientSecret: string }>(request, {
          method: 'POST',
          url: '/api/v1/checkout/payments',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          payload: JSON.stringify(body),
        });
        // The API keeps no secret for a replay (409 idempotency_secret_withheld): the payment the first
        // submit made is found in the store, whichever process took that submit.
        const made =
          created.data?.payment.id ??
          (created.error?.code === 'idempotency_secret_withheld' ? await recalledOutcome(options.db, attemptScope(merchantId), key, new Date()) : undefined);
        if (made) {
          if (created.data) {
            await rememberOutcome(options.db, { scope: attemptScope(merchantId), key, path: `/pay/${merchantId}`, outcome: made, expiresAt: new Date(Date.now() + ATTEMPT_MS) });
          }
          return reply.code(303).header('set-cookie', secretCookie(made)).header('cache-control', 'no-store').redirect(`/pay/${encodeURIComponent(merchantId)}/payments/${encodeURIComponent(made)}`, 303);
        }
        if (created.error?.code !== 'idempotency_in_flight' && created.error?.code !== 'idempotency_secret_withheld') {
          return answerForm(sent(created.error && created.error.status < 500 && created.error.status !== 429 ? created.error.message : 'The payment could not be started. Please try again.'));
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return answerForm(sent('This payment was already started from this page, but its answer was lost on the way. No new payment was made. Check your phone for a code, or start again.'));
    });

    scope.get('/pay/:merchantId/payments/:paymentId', async (request, reply) => {
      const { merchantId, paymentId } = request.params as { merchantId: string; paymentId: string };
      const secret = isUuid(paymentId) ? cookieSecret(request, paymentId) : undefined;
      if (!secret) return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(flowPage('Payment not found', '<h1>Payment not found</h1><p>Open the payment link again to pay.</p>'));
      const found = await api<CheckoutPayment>(request, { method: 'GET', url: `/api/v1/checkout/payments/${paymentId}`, headers: { [CLIENT_SECRET_HEADER]: secret } });
      if (!found.data) return reply.code(found.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(flowPage('Payment not found', `<h1>This payment cannot be shown</h1><p>${escapeHtml(found.error?.message ?? '')}</p>`));
      const { page, status } = progressPage(merchantId, found.data);
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    });

    scope.post('/pay/:merchantId/payments/:paymentId/code', async (request, reply) => {
      const { merchantId, paymentId } = request.params as { merchantId: string; paymentId: string };
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const secret = isUuid(paymentId) ? cookieSecret(request, paymentId) : undefined;
      const here = `/pay/${encodeURIComponent(merchantId)}/payments/${encodeURIComponent(paymentId)}`;
      if (!secret) return reply.redirect(here, 303);
      const key = form.attempt && isUuid(form.attempt) ? form.attempt : randomUUID();
      const answer = await api<CheckoutPayment>(request, {
        method: 'POST',
        url: `/api/v1/checkout/payments/${paymentId}/code`,
        headers: { 'content-type': 'application/json', 'idempotency-key': key, [CLIENT_SECRET_HEADER]: secret },
        payload: JSON.stringify({ code: (form.code ?? '').replace(/\D/g, '').slice(0, 6) }),
      });
      if (answer.error && answer.status < 500 && answer.error.code !== 'idempotency_in_flight') {
        const current = await api<CheckoutPayment>(request, { method: 'GET', url: `/api/v1/checkout/payments/${paymentId}`, headers: { [CLIENT_SECRET_HEADER]: secret } });
        if (current.data?.status === 'pending_otp') {
          const { page, status } = progressPage(merchantId, current.data, answer.error.message);
          return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
        }
      }
      return reply.redirect(here, 303);
    });
  });

  return answerPage;
}
