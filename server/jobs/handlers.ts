import type { Billing } from '@server/billing/config';
import { subscriptionHandlers } from '@server/billing/renewal-jobs';
import type { MyInvoisClient } from '@server/einvoice/client';
import { consolidationHandlers } from '@server/einvoice/consolidate';
import { einvoiceHandlers } from '@server/einvoice/job';
import type { JobHandler } from '@server/jobs/runner';
import type { WhatsappClient } from '@server/messaging/cloud-api';
import { whatsappHandlers } from '@server/messaging/send-job';
import { dailySummaryHandlers } from '@server/notifications/daily-summary';
import { retentionHandlers } from '@server/privacy/retention-jobs';
import { depositHandlers } from '@server/routes/public-booking-deposits';

export interface JobDeps {
  /** Where e-invoices are submitted: LHDN's MyInvois or our sandbox (server/einvoice/config.ts). */
  myinvois: MyInvoisClient;
  /** Where customers' WhatsApp messages go: Meta's Cloud API or our local server (server/messaging/config.ts). */
  whatsapp: WhatsappClient;
  /** Where subscription renewals are billed (server/billing/config.ts); none: no paid plans to renew. */
  billing?: Billing;
}

/**
 * Every queue the API's job runner serves, by name → handler (which gets the database in its
 * context). A feature adds its queues here and enqueues with `enqueueJob` in the transaction of
 * the fact that needs the job. The runner polls only the queues listed.
 */
export function jobHandlers(deps: JobDeps): Readonly<Record<string, JobHandler>> {
  return { ...einvoiceHandlers(deps.myinvois), ...consolidationHandlers(), ...whatsappHandlers(deps.whatsapp), ...dailySummaryHandlers(), ...subscriptionHandlers(deps.billing), ...retentionHandlers(), ...depositHandlers() };
}
