import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerCaches } from './lib/caches/index.ts';
import { handleClientError, handleFrameworkError, NOT_FOUND, sendError } from './lib/errors.ts';
import { type Role, registerGuards } from './lib/guards.ts';
import { startJobs } from './lib/jobs.ts';
import { mailRetryJob } from './lib/mail-retry.job.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { type PoolLike, registerObservability } from './lib/observability.ts';
import { openApiOptions } from './lib/openapi.ts';
import { chunkPreloader, pageHints } from './lib/page-hints.ts';
import { drawnPageHtml, pageRenderer } from './lib/page-render.ts';
import { registerRequestPipeline } from './lib/request-pipeline.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { createSharedState } from './lib/shared-state.ts';
import { createStorage, mediaKeyOf } from './lib/storage.ts';
import { createTokenService, type TokenService } from './lib/tokens.ts';
import type { Viewer } from './lib/viewer.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { findTokenAccount } from './modules/auth/auth.service.ts';
import { customersRoutes } from './modules/auth/customers.routes.ts';
import { customersPerPriceList } from './modules/auth/customers.service.ts';
import { firstAdminRoutes } from './modules/auth/first-admin.routes.ts';
import { invitationsRoutes } from './modules/auth/invitations.routes.ts';
import { createLoginGuard } from './modules/auth/login-throttle.ts';
import { registrationRoutes } from './modules/auth/registration.routes.ts';
import { brandsRoutes } from './modules/brands/brands.routes.ts';
import { buyerToolsRoutes } from './modules/buyer-tools/routes.ts';
import { stockAlertsJob } from './modules/buyer-tools/stock-alerts.job.ts';
import { adminProductsRoutes } from './modules/catalog-admin/admin-products.routes.ts';
import { featuredRoutes } from './modules/catalog-admin/featured.routes.ts';
import { orderingRoutes } from './modules/catalog-admin/ordering.routes.ts';
import { quantityBreaksRoutes } from './modules/catalog-admin/quantity-breaks.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { blogRoutes } from './modules/content/blog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { hasAccountHistory } from './modules/current-accounts/account.service.ts';
import { accountPaymentHooks } from './modules/current-accounts/account-payments.service.ts';
import { accountOrders } from './modules/current-accounts/checkout.service.ts';
import { documentPosting } from './modules/current-accounts/invoice-posting.ts';
import { accountRemindersJob } from './modules/current-accounts/reminders.job.ts';
import { currentAccountsRoutes } from './modules/current-accounts/routes.ts';
import { invoicingOf } from './modules/invoicing/invoicing.ts';
import { invoicingRoutes } from './modules/invoicing/routes.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { couponsRoutes } from './modules/marketing/coupons.routes.ts';
import { offersRoutes } from './modules/marketing/offers.routes.ts';
import { nextOfferBoundary } from './modules/marketing/offers.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { latestOrdersOf } from './modules/orders/orders.service.ts';
import { onlineCheckout, paymentJobs, paymentsRoutes } from './modules/payments/routes.ts';
import { priceChangesRoutes } from './modules/pricing/price-changes.routes.ts';
import { priceListsRoutes } from './modules/pricing/price-lists.routes.ts';
import { assignableListId, buyerPriceList, priceListNames } from './modules/pricing/price-lists.service.ts';
import { bulkPriceRoutes } from './modules/product-transfer/bulk-price.routes.ts';
import { productTransferRoutes } from './modules/product-transfer/product-transfer.routes.ts';
import { dollarRateJob } from './modules/settings/dollar-rate.job.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { getSiteConfig } from './modules/settings/settings.service.ts';
import { refreshTileHostOnPageLoad, tileImageSources } from './modules/settings/tile-hosts.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { cartRoutes } from './modules/stock/cart.routes.ts';
import { quickOrderRoutes } from './modules/stock/quick-order.routes.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { productsByIds } from './modules/storefront/storefront.service.ts';
import { externalSyncRoutes } from './modules/supplier/external-sync.routes.ts';
import { supplierStockSyncJob } from './modules/supplier/supplier-stock-sync.job.ts';
import { supplierStockSyncRoutes } from './modules/supplier/supplier-stock-sync.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    tokens: TokenService;
    mailer: Mailer;
  }
  interface FastifyRequest {
    viewer: Viewer;
  }
  interface FastifyContextConfig {
    role?: Role;
    /**
     * The answer depends on a service outside this server (the supplier, the rates service): when it
     * is down, slow or not configured the route answers 502, 503 or 504 with a Spanish `detail`.
     */
    upstream?: boolean;
  }
}

/** Sent only on requests that came over HTTPS (directly, or per X-Forwarded-Proto behind TRUST_PROXY). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The origins (scheme://host:port) of the given URLs, for CSP directives. */
function originsOf(...urls: (string | undefined)[]): string[] {
  return urls.flatMap((url) => (url ? [new URL(url).origin] : []));
}

export type AppDeps = {
  db: Db;
  config: Config;
  logger?: boolean | object;
  /** The node-postgres pool behind `db` (PostgreSQL only), for the pool metrics (lib/observability.ts). */
  pool?: PoolLike;
};

export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  // Security headers on every answer, failing closed (lib/security-headers.ts). The contact map's
  // tiles: OpenStreetMap's host and the one in the store settings; also the supplier's product images
  // (issue 13) and the bucket's public URL (issue 14).
  const headers = securityHeaders({
    imageSources: [tileImageSources, ...originsOf(deps.config.externalApiUrl, deps.config.s3?.publicUrl)],
  });
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Errors raised while routing skip the hooks: their answers get the security headers here.
    frameworkErrors: (error, request, reply) =>
      headers(request, reply, () => handleFrameworkError(error, request, reply)),
    clientErrorHandler: handleClientError,
    // On close, requests still arriving on open connections are served (with Connection: close), not
    // refused with a 503: graceful shutdown loses no request (docs/decisions/030).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.decorate('tokens', createTokenService(deps.config.jwtSecret, deps.config.jwtTtlHours));
  app.decorate('mailer', createMailer({ db: deps.db, config: deps.config, log: app.log }));
  app.decorate('storage', createStorage(deps.config));
  // Caches and rate limits: Redis when REDIS_URL is set, this process otherwise (issue 14).
  const shared = await createSharedState({ redisUrl: deps.config.redisUrl, log: app.log });
  app.decorate('cache', shared.cache);
  app.decorate('sharedState', shared);
  app.addHook('onClose', () => shared.close());
  // Login counters (docs/decisions/008), shared by the login and the staff routes.
  app.decorate('loginGuard', createLoginGuard({ db: deps.db, log: app.log, shared }));

  // The CSP's map tile host follows the store settings on every page load, in every process (029),
  // read through the settings kept under their version (046).
  app.addHook(
    'onRequest',
    refreshTileHostOnPageLoad((request) =>
      app.caches.kept(request, 'site-config', () => getSiteConfig(deps.db)),
    ),
  );
  // Before the request pipeline, so that a refused request's answer carries them too.
  app.addHook('onRequest', headers);
  registerRequestPipeline(app);
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false, ...shared.rateLimitOptions });
  // The OpenAPI document (lib/openapi.ts).
  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerGuards(app);
  // Every in-process cache and the versions that move them; writes declare what they change (046).
  // What the caches read of the modules' tables, handed in: lib/ queries none (decision 047).
  registerCaches(app, {
    account: (userId) => findTokenAccount(deps.db, userId),
    nextOfferBoundary: () => nextOfferBoundary(deps.db),
  });
  await registerObservability(app, { pool: deps.pool });
  // /api/health, /api/ready and /metrics (decision 030).
  await systemRoutes(app);

  // A verified online payment is an order reaching 'paid' for invoicing's auto-invoice (issue 31).
  const orderPaid = (orderId: number) => invoicingOf(app).orderStatusChanged(orderId, 'paid');
  // Cuenta corriente (issue 32, decision 056): an authorised invoice or credit note of an order on
  // account is posted to its customer's ledger; orders sell on account through current-accounts, and
  // a sale on account is a firm sale for the auto-invoice ('paid').
  invoicingOf(app).onDocumentAuthorised(documentPosting(deps.db));
  const account = accountOrders({ saleMade: orderPaid });
  // A verified Mercado Pago payment of a 'Pagar saldo' request (`cc-{id}`) becomes one receipt.
  const paymentHooks = { orderPaid, accountPayments: accountPaymentHooks() };
  await app.register(
    async (api) => {
      await api.register(storefrontRoutes);
      await api.register(cartRoutes);
      await api.register(quickOrderRoutes);
      await api.register(externalSyncRoutes);
      await api.register(supplierStockSyncRoutes);
      await api.register(adminProductsRoutes);
      await api.register(quantityBreaksRoutes);
      await api.register(bulkPriceRoutes);
      await api.register(productTransferRoutes);
      await api.register(categoriesRoutes);
      await api.register(featuredRoutes);
      await api.register(orderingRoutes);
      await api.register(contentRoutes);
      await api.register(blogRoutes);
      await api.register(brandsRoutes);
      // Pricing and the customers (auth) each get what they need of the other (no circle; decision 047).
      await api.register(priceListsRoutes, { customerCounts: customersPerPriceList });
      await api.register(mediaRoutes);
      await api.register(settingsRoutes);
      await api.register(statisticsRoutes);
      await api.register(authRoutes, { buyerPriceList });
      await api.register(firstAdminRoutes);
      await api.register(registrationRoutes);
      await api.register(accountRoutes);
      // A customer with a cuenta corriente is never deleted (its ledger is kept): 409 before trying.
      await api.register(customersRoutes, {
        priceLists: { names: priceListNames, assignable: assignableListId },
        accountHistory: hasAccountHistory,
      });
      await api.register(invitationsRoutes);
      await api.register(contactRoutes);
      await api.register(activityRoutes);
      // Online payment (issue 30, decision 054): orders get the checkout from payments, which reads orders.
      // Orders tell invoicing of a status change (the auto-invoice of issue 31): invoicing reads orders.
      await api.register(ordersRoutes, {
        onlinePayment: onlineCheckout(app),
        orderStatusChanged: invoicingOf(app).orderStatusChanged,
        account,
      });
      await api.register(paymentsRoutes, paymentHooks);
      await api.register(couponsRoutes);
      await api.register(offersRoutes, { productsByIds });
      await api.register(outboxRoutes);
      // The buyer's own tools (issue 29, decision 053): each part's routes in modules/buyer-tools/routes.ts.
      await api.register(buyerToolsRoutes);
      // Fiscal settings, invoices and credit notes (issue 31, decision 055): modules/invoicing/routes.ts.
      await api.register(invoicingRoutes);
      // Cuenta corriente (issue 32, decision 056): modules/current-accounts/routes.ts.
      await api.register(currentAccountsRoutes);
      // 'Cambios de precio' (pricing) since the buyer's last order, which orders knows.
      await api.register(priceChangesRoutes, {
        lastOrderDate: async (db, userId) =>
          (await latestOrdersOf(db, userId, 20)).find((order) => order.status !== 'cancelled')?.createdAt ??
          null,
      });
      api.setNotFoundHandler({}, (_request, reply) => sendError(reply, 404, { detail: NOT_FOUND }));
    },
    { prefix: '/api' },
  );

  // Scheduled jobs (docs/decisions/025): off in tests and with JOBS=off; stopped on close.
  if (deps.config.jobs)
    startJobs(app, [
      dollarRateJob(app),
      supplierStockSyncJob(app),
      mailRetryJob(app),
      stockAlertsJob(app),
      ...paymentJobs(app, paymentHooks),
      // Cuenta corriente (issue 32): reminders before and after due dates, and the postings' catch-up.
      accountRemindersJob(app),
    ]);

  mkdirSync(deps.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: deps.config.uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
    // Product images are public: another store (the supplier's customer) may show them.
    setHeaders: (res) => res.setHeader('cross-origin-resource-policy', 'cross-origin'),
  });

  const webDist = deps.config.webDist;
  let indexHtml: string | undefined;
  const servesWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  // Reads the build's manifest on first use (decision 037).
  const preloadChunks = chunkPreloader(webDist ?? '');
  // `/`, `/productos` and `/producto/:id` drawn on the server (decision 038).
  const pages = pageRenderer(app, servesWeb ? webDist : undefined);
  if (webDist && servesWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      maxAge: 0,
    });
    app.get('/assets/*', { config: { role: 'public' } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(`assets/${file}`);
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // With S3 (decision 031) a /media/ file that is not on this disk is in the bucket: redirect there.
    const key = request.method === 'GET' || request.method === 'HEAD' ? mediaKeyOf(request.url) : null;
    const objectUrl = key ? app.storage.objectUrl(key) : null;
    if (objectUrl) {
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .redirect(objectUrl, 302);
    }
    // HEAD as GET (issue 26 item 31): monitors and link checkers ask for pages with HEAD.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)\//.test(request.url);
    if (!servesWeb || !isPage || !webDist) return sendError(reply, 404, { detail: NOT_FOUND });
    // The page's largest image travels with the HTML, and the page itself drawn on the server (issue
    // 15, decisions 037 and 038); kept per URL under the catalogue version.
    // Kept and drawn under the query parameters the page reads (issue 26 item 20).
    const url = await pages.pageUrl(request.url);
    return app.catalogue.page(request, reply, url, async () => {
      indexHtml ??= readFileSync(path.join(webDist, 'index.html'), 'utf8');
      const [image, drawn] = await Promise.all([pageHints(app, url), pages.draw(url)]);
      const chunks = preloadChunks(url.split('?')[0]);
      if (drawn) return drawnPageHtml(indexHtml, drawn, image, chunks);
      return indexHtml.replace('</head>', () => `${image}${chunks}</head>`);
    });
  });

  return app;
}
