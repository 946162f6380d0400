/**
 * Builds the Fastify app (no listen), so tests call `inject` on it with no port. main.ts listens.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import cookie from '@fastify/cookie';
import { API_BASE_PATH } from '../domain/api-contract.ts';
import { isUuid } from '../domain/ids.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { asOfRequest } from './db/pglite-turns.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerCors } from './plugins/cors.ts';
import { registerCrossSiteGuard } from './plugins/cross-site.ts';
import { registerInputRules } from './plugins/input-rules.ts';
import { serializeErrorForLog } from './plugins/log-safety.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { rawAnswerOptions } from './plugins/raw-answers.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { strictSchemaController } from './http/validation.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { refuseLongApiUrls, registerUriTooLong } from './plugins/refusals.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { transactionsRoutes } from './modules/transactions/transactions.routes.ts';
import { createTransactionsService } from './modules/transactions/transactions.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsRuntime, type PaymentsRuntime } from './modules/payments/payments-runtime.service.ts';
import { createActivityService } from './modules/payments/activity.service.ts';
import { refundsRoutes } from './modules/payments/refunds.routes.ts';
import { lazyJobs, startJobs, type Jobs } from './jobs/jobs.ts';
import { merchantsRoutes } from './modules/merchants/merchants.routes.ts';
import { createMerchantsService } from './modules/merchants/merchants.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { createLiveHub, type LiveHub } from './modules/live/live-hub.service.ts';
import { createPaymentSmsService, type PaymentSmsService } from './modules/live/payment-sms.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { APP_VERSION } from './version.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { registerAuth, serializeRequestForLog, sessionCookieSettings } from './plugins/auth.ts';
import { apiQuota, createRateLimiter } from './plugins/rate-limit.ts';
import { createReceiptsService } from './modules/receipts/receipts.service.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { createAuthServices } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
// issue 20: the profile routes have their own module.
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createDevOutbox } from './modules/dev-messages/dev-messages.service.ts';
import { devMessagesRoutes, isFromThisMachine } from './modules/dev-messages/dev-messages.routes.ts';
import { createTestClock } from './modules/test-clock/test-clock.service.ts';
import { testClockRoutes } from './modules/test-clock/test-clock.routes.ts';
import { securityTxtRoute, supportRoutes } from './modules/support/support.routes.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { onEventRecorded } from './modules/events/events.service.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createWebhooksService, type WebhooksService } from './modules/webhooks/webhooks.service.ts';
import { cashSalesRoutes } from './modules/cash-sales/cash-sales.routes.ts';
import { assertLiveAllowed, businessIsLive, registerLiveWrites, type LiveWritesOptions } from './plugins/live-writes.ts';
import { liveModeRoutes } from './modules/live-mode/live-mode.routes.ts';
import { createCashSalesService } from './modules/cash-sales/cash-sales.service.ts';
import { paymentLinksRoutes } from './modules/payment-links/payment-links.routes.ts';
import { createPaymentLinksService } from './modules/payment-links/payment-links.service.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { checkoutClientSecret, createCheckoutService } from './modules/checkout/checkout.service.ts';
import { sandboxCardRoutes } from './modules/checkout/sandbox-card.routes.ts';
import { ledgerAuditRoutes } from './modules/ledger/ledger-audit.routes.ts';
import { PAYMENT_AUDIT_CHECKS } from './modules/payments/settlement.service.ts';
import { stepUpRoutes } from './modules/auth/step-up.routes.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { createPayoutsService, payoutActivitySource, type PayoutsService } from './modules/payouts/payouts.service.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { merchantApiRoutes } from './modules/merchant-api/merchant-api.routes.ts';
import { createMerchantApiService } from './modules/merchant-api/merchant-api.service.ts';
import { openApiRoutes, registerOpenApi } from './modules/openapi/openapi.service.ts';
// Issue 13 part 2: the merchant's reports.
import { reportsRoutes } from './modules/reports/reports.routes.ts';
// Issue 40: GET /metrics.
import { metricsRoutes, registerHttpMetrics } from './metrics/metrics.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
// Issue 34: activation and the back office.
import { activationRoutes } from './modules/activation/activation.routes.ts';
import { assertLiveWritesAllowed, assertPayoutAccountReviewed, createActivationService } from './modules/activation/activation.service.ts';
import { diskDocumentStore, type DocumentStore } from './modules/activation/document-store.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createStaffService } from './modules/admin/staff.service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The time every rule uses (code expiry, sessions, limits); tests move it instead of sleeping. */
  clock?: () => Date;
  /** Where logs go (default stdout); tests capture them to prove secrets stay out. */
  logStream?: DestinationStream;
  /** Durable jobs shared with the process's workers; without it the app starts its own (no workers). */
  jobs?: Jobs;
  /** pg-boss schema when the app starts its own jobs (tests on a shared PostgreSQL). */
  jobsSchema?: string;
  /** SPEC §4 sandbox timings × this (default: the configuration's SANDBOX_DELAY_SCALE; tests 0). */
  sandboxDelayScale?: number;
  /** Issue 34: where activation documents go (default: DATA_DIR/documents on disk). */
  documentStore?: DocumentStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The money core of this app (tests and the demo seeding drive it directly). */
    payments: PaymentsRuntime;
    /** Payouts (issue 11): main.ts and worker.ts start their job workers on it. */
    payouts: PayoutsService;
    jobs: Jobs;
    webhooks: WebhooksService;
    /** Issue 17: this process's live stream fan-out, and the sender of payment SMS jobs. */
    liveHub: LiveHub;
    paymentSms: PaymentSmsService;
  }
}

/** JSON bodies are small forms; anything bigger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp({ config, database, clock, logStream, ...deps }: AppDeps): Promise<FastifyInstance> {
  const now = clock ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Email link tokens travel in the URL path and personal data in queries and SQL errors:
      // these serializers keep them out of every log line (issue 22).
      serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per API request instead (plugins/request-log.ts); static files are not logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only our own proxies may say who the client is: X-Forwarded-For from anyone else is ignored.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Bodies are never coerced; query strings and path parameters only to bounded numbers.
    schemaController: strictSchemaController(),
    // Router and Node refusals (bad URL, 414, 431) in our envelope with our headers.
    ...rawAnswerOptions(config.publicHttps),
    // Issue 36: an API URL over 4 KB never reaches the router (answered 414 by registerUriTooLong).
    rewriteUrl: refuseLongApiUrls,
  });
  // Issue 41: on PGlite, a request's database calls wait by the request's age (db/pglite-turns.ts).
  // First, so the calls of every later hook (sessions, rate limits) count from the arrival too.
  if (database.kind === 'pglite') app.addHook('onRequest', (_request, _reply, done) => asOfRequest(performance.now(), done));
  registerRouteTable(app);
  // Before any route: the OpenAPI document is collected from the routes as they register.
  await registerOpenApi(app, { version: APP_VERSION });

  // Order matters: headers and CORS first so every answer, errors included, carries them.
  registerRequestLog(app);
  // Issue 40: request counts and durations by route pattern and status, for GET /metrics.
  registerHttpMetrics(app);
  registerSecurityHeaders(app, { httpsOrigin: config.publicHttps });
  await registerCors(app, config.corsOrigins);
  registerNoStore(app);
  registerUriTooLong(app);
  registerInputRules(app);
  // Before compression: idempotency stores the plain response body to replay it byte for byte.
  registerIdempotency(app, { db: database.db, staleAfterMs: config.idempotencyStaleSeconds * 1000 });
  // What is compressed per request (API answers; the web app's files come compressed from the
  // build): Brotli at level 4, not its default 11, which took ~1 s per 300 KB on this machine.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(cookie);
  // After the cookie parser (its onRequest hook reads cookies), before any body is parsed.
  registerCrossSiteGuard(app, { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins });
  registerErrorHandling(app);
  const devOutbox = config.localMode ? createDevOutbox({ db: database.db, log: app.log, now }) : undefined;
  // Issue 20: on the e2e server only, the auth services (the OTP resend rule) read a clock the
  // e2e can move forward (modules/test-clock says why this cannot reach production).
  const testClock = config.localMode && config.e2eTestClock === true ? createTestClock(now) : undefined;
  const auth = createAuthServices({ db: database.db, config, now: testClock?.now ?? now, log: app.log, outbox: devOutbox });
  const apiKeys = createApiKeysService({ db: database.db, now });
  // Issue 35: the business a merchant route acts for and the member's role there, decided with the mode.
  const members = createMembersService({
    db: database.db,
    now,
    sms: (to, body, link) => auth.delivery.smsNotice(to, body, { link }),
    invitesUrl: `${config.publicUrl ?? 'http://localhost:3000'}/invites`,
  });
  // Issue 33 + 34: a live write needs a live provider and an activated, unfrozen merchant.
  const liveRule: LiveWritesOptions = {
    liveProviderConfigured: config.paymentProvider.kind === 'monime',
    merchantCheck: (merchantId, options) => assertLiveWritesAllowed(database.db, merchantId, options),
  };
  // A member whose role may not switch mode (seller, viewer) works in the business's: live once it may take live money.
  registerAuth(app, auth.sessions, sessionCookieSettings(config.publicHttps), apiKeys.authenticator, {
    ...members.resolver,
    businessLivemode: (merchantId) => businessIsLive(liveRule, merchantId),
  });
  registerLiveWrites(app, liveRule);
  const limiter = createRateLimiter({ db: database.db, now });
  app.addHook('onClose', async () => auth.delivery.close());
  const support = createSupportService({ config, outbox: devOutbox, log: app.log });
  app.addHook('onClose', async () => support.close());
  const ownJobs = deps.jobs === undefined;
  const jobs = deps.jobs ?? lazyJobs(() => startJobs(database.db, deps.jobsSchema ? { schema: deps.jobsSchema } : {}));
  if (ownJobs) app.addHook('onClose', async () => jobs.stop());
  const payments = createPaymentsRuntime({
    db: database.db,
    jobs,
    now,
    secret: config.appSecret,
    sandboxDelayScale: deps.sandboxDelayScale ?? config.sandboxDelayScale,
    feeRules: config.feeRules,
    amountLimits: config.amountLimits,
    providerConfig: config.paymentProvider,
    // The payer's code goes out like a sign-in code: dev outbox in local mode, the SMS provider otherwise.
    sendCode: (to, body, code) => auth.delivery.sms(to, body, code),
    sandboxPayoutSpeedup: config.payouts.sandboxSpeedup,
  });
  const payouts = createPayoutsService({
    db: database.db,
    jobs,
    provider: payments.provider,
    now,
    config: config.payouts,
    firstPollDelaySeconds: (deps.sandboxDelayScale ?? 1) === 0 ? 0 : 2,
    // Issue 34: a live payout needs an approved, unfrozen merchant and a live provider.
    liveGate: async (tx, merchantId, accountId) => {
      await assertLiveWritesAllowed(tx, merchantId, { liveProviderConfigured: config.paymentProvider.kind === 'monime' });
      await assertPayoutAccountReviewed(tx, accountId);
    },
  });
  app.decorate('payouts', payouts);
  const activity = createActivityService(database.db, [payoutActivitySource(payouts)]);
  const paymentLinks = createPaymentLinksService(database.db, now, (merchantId) => assertLiveAllowed(liveRule, merchantId, { audience: 'customer' }), config.amountLimits);
  const checkout = createCheckoutService({
    payments: payments.payments,
    provider: payments.provider,
    sandbox: payments.sandbox,
    links: paymentLinks,
    secret: config.appSecret,
    liveAllowed: (merchantId) => assertLiveAllowed(liveRule, merchantId, { audience: 'customer' }),
  });
  app.decorate('payments', payments);
  app.decorate('jobs', jobs);
  // Local mode may deliver to this machine (a developer's receiver); production only to public https.
  const webhooks = createWebhooksService({ db: database.db, jobs, now, appSecret: config.appSecret, policy: { allowLoopback: config.localMode } });
  app.decorate('webhooks', webhooks);
  const stopListening = onEventRecorded(webhooks.onEvent);
  app.addHook('onClose', async () => stopListening());
  const liveHub = createLiveHub({ db: database.db, database, log: app.log });
  // Before the server stops accepting: open streams end cleanly so clients reconnect elsewhere
  // (Fastify's close would otherwise wait on them). Their slots are freed and the hub stops
  // listening once it has stopped accepting (onClose), so the database never delays that.
  app.addHook('preClose', async () => liveHub.endStreams());
  app.addHook('onClose', async () => liveHub.shutdown());
  app.decorate('liveHub', liveHub);
  // Issue 17: the public receipt the guest's SMS links to (token in the link: receipt-token.ts says why).
  const receipts = createReceiptsService({
    db: database.db,
    payments: payments.payments,
    secret: config.appSecret,
    publicOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  app.decorate(
    'paymentSms',
    createPaymentSmsService({ db: database.db, delivery: auth.delivery, now, receiptUrlFor: (paymentId) => receipts.urlFor(paymentId) }),
  );

  await app.register(
    async (api) => {
      // Every API request spends its client's quota, counted in the database (DESIGN §5): a
      // signed-in user's own, never the address that a carrier's NAT shares with thousands.
      // Health is registered first, outside the quota: load balancers probe it often from one
      // address, and it must answer 503 "degraded" (not a limiter's 500) when the database is down.
      await api.register(healthRoutes(database.db, APP_VERSION, database));
      await api.register(async (quota) => {
        // Issue 41: a signed-in person's hit is counted by the session lookup, in its round trip.
        const apiRules = apiQuota(config.rateLimits);
        quota.addHook('onRequest', app.optionalUserCounting(() => limiter.window(apiRules.user)));
        quota.addHook('onRequest', limiter.perClient(apiRules));
        await quota.register(
          appConfigRoutes({ supportEmail: config.supportEmail, publicUrl: config.publicUrl ?? null, claims: config.claims, feeRules: config.feeRules }),
        );
        await quota.register(authRoutes(auth, limiter, config));
        await quota.register(profileRoutes(auth.profile));
        // Development outbox only: in production the path does not exist (404).
        if (devOutbox) await quota.register(devMessagesRoutes(devOutbox));
        if (testClock) await quota.register(testClockRoutes(testClock, isFromThisMachine));
        await quota.register(accountsRoutes(createAccountsService(database.db, { stepUp: auth.stepUp, now })));
        // Issue 34: staff are known before the step-up route, which sends `staff_action` codes to staff only.
        const staff = createStaffService({ db: database.db, now, adminPhones: config.adminPhones });
        await quota.register(stepUpRoutes(auth.stepUp, async (user) => (await staff.roleOf(user)) !== null));
        await quota.register(payoutsRoutes({ payouts, stepUp: auth.stepUp }));
        await quota.register(transactionsRoutes(createTransactionsService(database.db)));
        await quota.register(
          paymentsRoutes(payments.payments, activity, config.paymentProvider.kind === 'monime', async (hint) => {
            // Issue 33: a provider's payout webhook names our payout or refund id; anything else is not ours.
            if (!isUuid(hint.payoutId)) return;
            try {
              await payouts.settleFromHint(hint);
              await payments.refunds.settleFromHint(hint);
            } catch (error) {
              // Only a hint: the provider unreachable or the database busy leaves it to the poll job.
              app.log.warn({ err: error, payoutId: hint.payoutId }, 'payout webhook not settled now; polling will');
            }
          }),
        );
        await quota.register(refundsRoutes(payments.refunds, activity));
        await quota.register(merchantsRoutes(createMerchantsService(database.db, now)));
        await quota.register(notificationsRoutes(createNotificationsService(database.db, now)));
        await quota.register(liveRoutes({ db: database.db, hub: liveHub, now }));
        await quota.register(supportRoutes(support, limiter));
        await quota.register(webhooksRoutes(webhooks));
        await quota.register(cashSalesRoutes(createCashSalesService({ db: database.db, payments: payments.payments, now })));
        await quota.register(paymentLinksRoutes(paymentLinks, config));
        await quota.register(checkoutRoutes(checkout));
        // Issue 17: public, no sign-in; the quota above limits it per address.
        await quota.register(receiptsRoutes(receipts));
        // Development only, this machine only: the e2e suite asks the running server's auditor.
        if (devOutbox) await quota.register(ledgerAuditRoutes(database.db, PAYMENT_AUDIT_CHECKS, isFromThisMachine));
        await quota.register(apiKeysRoutes(apiKeys));
        await quota.register(membersRoutes(members));
        // Live keys take money only through a real provider (Monime); with the sandbox alone they read, and creating is 422.
        await quota.register(
          merchantApiRoutes(
            createMerchantApiService({
              db: database.db,
              payments: payments.payments,
              refunds: payments.refunds,
              appSecret: config.appSecret,
              liveProviderAvailable: config.paymentProvider.kind === 'monime',
              liveAllowed: (merchantId) => assertLiveAllowed(liveRule, merchantId),
            }),
            config.publicUrl,
          ),
        );
        // Issue 13 part 2: takings, top links, payout history, monthly statement.
        await quota.register(reportsRoutes(createReportsService({ db: database.db, now })));
        // Issue 34: the merchant's activation and the back office (/admin/*, staff only).
        const documentStore = deps.documentStore ?? diskDocumentStore({ dataDir: config.dataDir, webRoot: config.webRoot });
        await quota.register(activationRoutes(createActivationService({ db: database.db, now, documents: documentStore })));
        const admin = createAdminService({ db: database.db, now, documents: documentStore, payments: payments.payments, jobs, paymentSms: app.paymentSms, webhooks });
        await quota.register(adminRoutes({ db: database.db, admin, staff, stepUp: auth.stepUp }));
        // Issue 33: why live money is not available yet (the Test mode switch shows it).
        await quota.register(liveModeRoutes((merchantId) => assertLiveAllowed(liveRule, merchantId)));
        await quota.register(openApiRoutes());
      });
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(securityTxtRoute(config, now));
  // Issue 40: Prometheus metrics, to this machine or the METRICS_TOKEN bearer only.
  await app.register(metricsRoutes({ database, jobs, openStreams: () => liveHub.count(), token: config.metricsToken }));
  // The sandbox's hosted card page (a card acquirer's page in real life): test-mode card payments
  // are the sandbox's on every installation, Monime or not, so the page is always there; it can
  // only decide sandbox payments, which are test money.
  await app.register(sandboxCardRoutes(checkout));

  // Last: the PWA and its SPA fallback catch whatever the API did not.
  await registerWebApp(app, config.webRoot, limiter, { previewGate: config.previewGate, clientSecretOf: (paymentId) => checkoutClientSecret(config.appSecret, paymentId), db: database.db });
  return app;
}
