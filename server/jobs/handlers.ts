import type { MyInvoisClient } from '@server/einvoice/client';
import { einvoiceHandlers } from '@server/einvoice/job';
import type { JobHandler } from '@server/jobs/runner';

export interface JobDeps {
  /** Where e-invoices are submitted: LHDN's MyInvois or our sandbox (server/einvoice/config.ts). */
  myinvois: MyInvoisClient;
}

/**
 * Every queue the API's job runner serves, by name → handler (which gets the database in its
 * context). A feature adds its queues here and enqueues with `enqueueJob` in the transaction of
 * the fact that needs the job. The runner polls only the queues listed.
 */
export function jobHandlers(deps: JobDeps): Readonly<Record<string, JobHandler>> {
  return { ...einvoiceHandlers(deps.myinvois) };
}
