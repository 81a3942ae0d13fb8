import type { EnqueueRequest } from '@/data/mutations/enqueue';

export type ImportJobStatus = 'running' | 'finished' | 'cancelled';

/** What an import did with the file's rows (the screen's closing figures). */
export interface ImportTally {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

/**
 * One import from a file (device-only). `total` writes are queued in order, `done` of them so far,
 * advanced in the same transaction as the writes it counts.
 */
export interface ImportJob {
  id: string;
  userId: string;
  businessId: string;
  /** What is imported, e.g. `customers`. */
  kind: string;
  fileName: string;
  createdAt: string;
  total: number;
  done: number;
  status: ImportJobStatus;
  tally: ImportTally;
  /** The rows not imported, as CSV with their reasons (empty when none). */
  failedCsv: string;
}

/** The `n`-th write of an import (record and entry ids derived from the job and `n`). */
export interface ImportItem {
  jobId: string;
  n: number;
  request: EnqueueRequest;
}
