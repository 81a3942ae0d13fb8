import { v4 as uuidv4 } from 'uuid';
import { importChunkEntryId, importEntryId } from '@/lib/import/ids';
import { CUSTOMER_IMPORT_CHUNK, joinRuns } from '@/lib/customers/import-chunk';
import { customerChunkRequest, isCustomerCreate } from '@/data/customer-import';
import { db as defaultDb, type BookitDb } from '@/data/db';
import type { ImportItem, ImportJob, ImportTally } from '@/data/import-rows';
import { enqueueMany, type EnqueueRequest } from '@/data/mutations/enqueue';
import { requireActiveAccount, type ActiveAccount } from '@/data/session';

/**
 * Imports write through the outbox like every other change, in chunks: each chunk's rows, their
 * entries and the job's progress in one transaction. Record and entry ids are derived from the job
 * and the item's place, so a resumed import continues at `done` and an item cannot be queued
 * twice (the outbox's unique entry id refuses it). The sync worker's batch push sends them.
 * Customer creates go as chunks of up to CUSTOMER_IMPORT_CHUNK rows per entry (the chunk's id
 * derived from its first item; chunks never cross a slice, so a resumed import makes the same).
 */

export const IMPORT_CHUNK = 200;
const ITEM_SLICE = 500;

interface Options {
  db?: BookitDb;
  account?: ActiveAccount;
  now?: () => Date;
}

export interface NewImport {
  kind: string;
  fileName: string;
  tally: ImportTally;
  failedCsv: string;
  /** The writes, in order, for this job id (record ids derived with `importRecordId(jobId, n)`). */
  build: (jobId: string) => EnqueueRequest[];
}

/** Stores the job and every write it will make; nothing is queued yet (see runImport). */
export async function createImportJob(input: NewImport, options: Options = {}): Promise<string> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const id = uuidv4();
  const requests = input.build(id);
  const job: ImportJob = {
    id,
    userId: account.userId,
    businessId: account.businessId,
    kind: input.kind,
    fileName: input.fileName,
    createdAt: (options.now ?? (() => new Date()))().toISOString(),
    total: requests.length,
    done: 0,
    status: requests.length === 0 ? 'finished' : 'running',
    tally: input.tally,
    failedCsv: input.failedCsv,
  };
  const items: ImportItem[] = requests.map((request, n) => ({ jobId: id, n, request }));
  await db.transaction('rw', [db.importJobs, db.importItems], async () => {
    await db.importJobs.add(job);
    // In slices: IndexedDB copies what it stores on the calling thread, and 10,000 items at once
    // would hold the page for that long; between slices the page draws.
    for (let from = 0; from < items.length; from += ITEM_SLICE) await db.importItems.bulkAdd(items.slice(from, from + ITEM_SLICE));
  });
  return id;
}

/** Another runner (a second tab) moved the job on: read it again. */
class ProgressMoved extends Error {}

/** Test builds can stop imports after this many items, as if the tab were closed there. */
let stopAfter: number | null = null;
export function setImportStopAfter(items: number | null): void {
  stopAfter = items;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Queues the job's remaining writes chunk by chunk, from where it stopped, yielding to the page
 * between chunks. Resolves with the job as left (finished, cancelled, or stopped by `signal`).
 */
export async function runImport(
  jobId: string,
  options: Options & { signal?: AbortSignal; chunk?: number; onProgress?: (job: ImportJob) => void } = {},
): Promise<ImportJob | undefined> {
  const db = options.db ?? defaultDb;
  const chunk = options.chunk ?? IMPORT_CHUNK;
  for (;;) {
    const job = await db.importJobs.get(jobId);
    if (!job || job.status !== 'running') return job;
    const account = options.account ?? { userId: job.userId, businessId: job.businessId };
    if (account.userId !== job.userId || account.businessId !== job.businessId) return job;
    if (job.done >= job.total) {
      await finish(db, jobId);
      continue;
    }
    if (options.signal?.aborted || (stopAfter !== null && job.done >= stopAfter)) return job;
    const end = Math.min(job.total, job.done + chunk, stopAfter ?? Number.POSITIVE_INFINITY);
    const items = await db.importItems.where('[jobId+n]').between([jobId, job.done], [jobId, end]).toArray();
    try {
      await enqueueMany(
        // Customer creates go out in chunks, one entry each (customerChunkRequest); the rest one entry per item.
        joinRuns(items, (item) => isCustomerCreate(item.request), CUSTOMER_IMPORT_CHUNK).map((group) => {
          const [first] = group;
          if (first === undefined) throw new Error('joinRuns gave an empty group');
          return isCustomerCreate(first.request)
            ? customerChunkRequest(importChunkEntryId(jobId, first.n), group.map((item) => item.request))
            : { ...first.request, entryId: importEntryId(jobId, first.n) };
        }),
        {
          db,
          account,
          ...(options.now ? { now: options.now } : {}),
          also: {
            tables: [db.importJobs],
            write: async () => {
              const current = await db.importJobs.get(jobId);
              if (!current || current.done !== job.done || current.status !== 'running') throw new ProgressMoved();
              await db.importJobs.update(jobId, { done: end });
            },
          },
        },
      );
    } catch (error) {
      if (!(error instanceof ProgressMoved)) throw error;
    }
    const updated = await db.importJobs.get(jobId);
    if (updated) options.onProgress?.(updated);
    await nextTurn();
  }
}

async function finish(db: BookitDb, jobId: string): Promise<void> {
  await db.transaction('rw', [db.importJobs, db.importItems], async () => {
    await db.importJobs.update(jobId, { status: 'finished' });
    await db.importItems.where('[jobId+n]').between([jobId, 0], [jobId, Number.POSITIVE_INFINITY]).delete();
  });
}

/** Stops an import: what was queued still goes to the server; the rest is dropped. */
export async function cancelImport(jobId: string, options: Options = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  await db.transaction('rw', [db.importJobs, db.importItems], async () => {
    await db.importJobs.update(jobId, { status: 'cancelled' });
    await db.importItems.where('[jobId+n]').between([jobId, 0], [jobId, Number.POSITIVE_INFINITY]).delete();
  });
}

/** Forgets a finished or cancelled import (its closing figures leave the screen). */
export async function dismissImport(jobId: string, options: Options = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const job = await db.importJobs.get(jobId);
  if (job && job.status !== 'running') await db.importJobs.delete(jobId);
}
