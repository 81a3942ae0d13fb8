import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { Db } from '@server/db/types';
import { bearer, loadMember, refuseDeactivated, tokenVerifier, type IdentitySettings } from '@server/http/auth';
import { batchAwareDb, batchCaller } from '@server/http/batch-scope';
import { registerFaults } from '@server/http/faults';
import { overridingCaller } from '@server/http/override-auth';
import { overrideTokens } from '@server/http/override-token';
import { frameworkProblem } from '@server/http/framework-errors';
import { HttpProblem, fail, problem, sendProblem } from '@server/http/problem';
import { addRoute, enforceAccess, enforceSchemas } from '@server/http/route';
import { guardRouteTable } from '@server/http/route-table';
import { registerBatchRoute } from '@server/routes/batch';
import { registerChangesRoute } from '@server/routes/changes';
import { registerCustomerRoutes } from '@server/routes/customers';
import { registerCustomerImportRoute } from '@server/routes/customer-import';
import { registerAppointmentRoutes } from '@server/routes/appointments';
import { registerAppointmentActionRoutes } from '@server/routes/appointment-actions';
import { registerClassAttendeeRoutes } from '@server/routes/class-attendees';
import { registerCustomerMergeRoute } from '@server/routes/customer-merge';
import { registerCustomerCreditRoutes } from '@server/routes/customer-credits';
import { registerCustomerPackageRoutes } from '@server/routes/customer-packages';
import { registerInitialRoute } from '@server/routes/initial';
import { registerCountRoute } from '@server/routes/test-hooks';
import { registerBusinessOverrideRoutes } from '@server/routes/business-override';
import { registerClickstreamRoute } from '@server/routes/clickstream';
import { registerFrontendErrorRoute } from '@server/routes/frontend-errors';
import { registerMemberInviteRoute } from '@server/routes/member-invite';
import { registerTeamUserRoutes } from '@server/routes/team-users';
import { registerBranchRoutes } from '@server/routes/branches';
import { registerBusinessRoutes } from '@server/routes/business';
import { registerAssetRoutes } from '@server/routes/assets';
import { createFileStore, localFileStoreConfig, type FileStore } from '@server/files/s3';
import { registerNotificationRoutes } from '@server/routes/notifications';
import { systemClock, type Clock } from '@server/routes/self-auth';
import type { Billing } from '@server/billing/config';
import { registerSubscriptionBillingRoutes } from '@server/routes/subscription-billing';
import { registerSignupSessionRoutes } from '@server/routes/signup-sessions';
import { registerSubscriptionRoute } from '@server/routes/subscription';
import { registerSaleRoutes } from '@server/routes/checkout-sales';
import { registerRefundRoutes } from '@server/routes/checkout-refunds';
import { registerAnomalyRoutes } from '@server/routes/checkout-anomalies';
import { registerShiftRoutes } from '@server/routes/checkout-shifts';
import { registerCheckoutSettingsRoutes } from '@server/routes/checkout-settings';
import { registerCmsRoutes } from '@server/routes/cms';
import { registerServiceRoutes } from '@server/routes/catalogue-services';
import { registerCommissionPatternRoutes } from '@server/routes/commission-patterns';
import { registerProductRoutes } from '@server/routes/catalogue-products';
import { registerPackageRoutes } from '@server/routes/catalogue-packages';
import { registerDiscountRoutes } from '@server/routes/catalogue-discounts';
import { registerVoucherTypeRoutes } from '@server/routes/catalogue-voucher-types';
import { registerRewardProgramRoutes } from '@server/routes/catalogue-reward-programs';
import { registerRewardPointRoutes } from '@server/routes/reward-points';
import { registerStockRoutes } from '@server/routes/catalogue-stock';
import { registerInvoiceRoutes } from '@server/routes/invoices';
import { registerEinvoiceProfileRoutes } from '@server/routes/einvoice-profiles';
import { registerQuotationSettingsRoutes } from '@server/routes/quotation-settings';
import { registerBookingSettingsRoutes } from '@server/routes/booking-settings';
import { registerPublicBookingRoutes } from '@server/routes/public-booking';
import { registerWebsiteSettingsRoutes } from '@server/routes/website-settings';
import { registerCalendarFeedRoutes } from '@server/routes/calendar-feeds';
import { registerAuditLogRoute } from '@server/routes/audit-log';
import { registerMessagingRoutes } from '@server/routes/messaging';

export interface ApiOptions {
  db: Db;
  identity: IdentitySettings;
  /** Origins allowed by CORS (the app host). */
  corsOrigins: string[];
  /** Registers /__faults and /__count (tests only). */
  faults?: boolean;
  quiet?: boolean;
  /** Where uploaded files go (S3 adapter); default the local store's address on loopback. */
  files?: FileStore;
  /** The server's clock (sign-up expiry, override tokens, notification times); tests fake it. */
  clock?: Clock;
  /** The payment gateway plan upgrades go through (server/billing); without it upgrades answer 503. */
  billing?: Billing;
}

/** The reference REST API (ARCHITECTURE.md, "API conventions"). Stateless over `db`. */
export async function buildApi(options: ApiOptions): Promise<FastifyInstance> {
  // Inside a batch push, the routes' database is the batch's transaction (batch-scope.ts).
  const o: ApiOptions = { ...options, db: batchAwareDb(options.db) };
  const app = Fastify({
    logger: o.quiet === true ? false : { level: 'warn' },
    bodyLimit: 1_048_576,
    // A path the router cannot read (a parameter over its length, bad encoding): a problem too.
    frameworkErrors: (err, _req, reply) => sendProblem(reply, frameworkProblem(err, err.statusCode ?? 400)),
  });
  const verify = tokenVerifier(o.identity);
  // Every route from here on declares its access rule, or the API refuses to start.
  guardRouteTable(app);
  // The API speaks JSON only: any other body is a 415 problem, even on a route that takes none.
  app.removeContentTypeParser('text/plain');

  await app.register(cors, {
    origin: o.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Business-Override'],
    exposedHeaders: ['Idempotent-Replayed'],
    maxAge: 600,
  });

  app.setErrorHandler((err: FastifyError | HttpProblem, req, reply) => {
    if (err instanceof HttpProblem) return sendProblem(reply, err.problem);
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return sendProblem(reply, problem(500, 'Something went wrong on the server.'));
    }
    return sendProblem(reply, frameworkProblem(err, status));
  });
  app.setNotFoundHandler((req, reply) => sendProblem(reply, problem(404, `No route ${req.method} ${req.url}.`, { path: 'validation.invalidPath' })));

  if (o.faults === true) {
    registerFaults(app);
    registerCountRoute(app, o.db);
  }

  const clock = o.clock ?? systemClock;
  const overrides = overrideTokens(o.db, clock);

  // Authentication: a verified Cognito ID token and a member row of the token's business (or, for
  // a provider admin, a valid override token for the path's business: override-auth.ts).
  app.addHook('preHandler', async (req) => {
    const { access, schemas } = req.routeOptions.config;
    // Preflight and unknown paths have no rule; public routes check their own input.
    if (req.method === 'OPTIONS' || access === undefined || access === 'public') return;
    if (access === 'self') {
      // Signed in, any business or none: the token only.
      req.claims = await verify(bearer(req));
      if (schemas !== undefined) enforceSchemas(req, schemas);
      return;
    }
    // An entry of a batch push acts as the caller the batch was authenticated as.
    const inBatch = batchCaller();
    if (inBatch !== undefined) {
      req.caller = inBatch;
    } else {
      const claims = await verify(bearer(req));
      const params = req.params as Record<string, string | undefined> | undefined;
      const pathBusiness = params?.businessId;
      if (pathBusiness !== undefined && pathBusiness.toLowerCase() !== claims.businessId.toLowerCase()) {
        req.caller = await overridingCaller(req, o.db, overrides, claims, pathBusiness);
      } else {
        const member = await loadMember(o.db, claims.businessId, claims.userId);
        if (member === null) fail(403, 'You are not a member of this business.', { userId: 'auth.notAMember' });
        refuseDeactivated(member);
        req.caller = { ...claims, member };
      }
    }
    // The route's declared rule and input schemas (route.ts), after authentication: 401, then 403, then 400.
    enforceAccess(req, access);
    if (schemas !== undefined) enforceSchemas(req, schemas);
  });

  addRoute(app, { method: 'GET', url: '/healthz', access: 'public', writes: false }, async () => {
    await o.db.query('SELECT 1');
    return { ok: true, db: o.db.kind };
  });
  registerInitialRoute(app, o.db, overrides);
  registerChangesRoute(app, o.db);
  registerBatchRoute(app, options.db);
  registerCustomerRoutes(app, o.db);
  registerCustomerImportRoute(app, o.db);
  registerAppointmentRoutes(app, o.db);
  registerAppointmentActionRoutes(app, o.db);
  registerClassAttendeeRoutes(app, o.db);
  registerCustomerMergeRoute(app, o.db);
  registerCustomerCreditRoutes(app, o.db);
  registerCustomerPackageRoutes(app, o.db);
  registerNotificationRoutes(app, o.db, clock);
  registerClickstreamRoute(app, o.db);
  registerFrontendErrorRoute(app, o.db, verify);
  registerBusinessOverrideRoutes(app, o.db, overrides);
  registerSignupSessionRoutes(app, o.db, clock);
  registerSubscriptionRoute(app, o.db);
  registerMemberInviteRoute(app, o.db, o.identity);
  registerTeamUserRoutes(app, o.db, o.identity);
  registerBranchRoutes(app, o.db);
  registerBusinessRoutes(app, o.db);
  registerAssetRoutes(app, o.files ?? createFileStore(localFileStoreConfig('http://127.0.0.1:8084')));
  registerSaleRoutes(app, o.db);
  registerRefundRoutes(app, o.db);
  registerAnomalyRoutes(app, o.db);
  registerShiftRoutes(app, o.db);
  registerCheckoutSettingsRoutes(app, o.db);
  registerCmsRoutes(app, o.db);
  registerServiceRoutes(app, o.db);
  registerProductRoutes(app, o.db);
  registerCommissionPatternRoutes(app, o.db);
  registerPackageRoutes(app, o.db);
  registerDiscountRoutes(app, o.db);
  registerVoucherTypeRoutes(app, o.db);
  registerRewardProgramRoutes(app, o.db);
  registerRewardPointRoutes(app, o.db, clock);
  registerStockRoutes(app, o.db, clock);
  registerInvoiceRoutes(app, o.db, clock);
  registerEinvoiceProfileRoutes(app, o.db);
  registerQuotationSettingsRoutes(app, o.db);
  registerBookingSettingsRoutes(app, o.db);
  registerPublicBookingRoutes(app, o.db, o.billing);
  registerWebsiteSettingsRoutes(app, o.db);
  registerCalendarFeedRoutes(app, o.db);
  registerAuditLogRoute(app, o.db);
  registerMessagingRoutes(app, o.db, clock);
  registerSubscriptionBillingRoutes(app, o.db, clock, o.billing);
  return app;
}
