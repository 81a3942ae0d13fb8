import type { JobHandler } from '@server/jobs/runner';

/**
 * Every queue the API's job runner serves, by name → handler (which gets the database in its
 * context). A feature adds its queue here (one line) and enqueues with `enqueueJob` in the
 * transaction of the fact that needs the job. The runner polls only the queues listed, and does
 * not poll at all while none is.
 */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {};
