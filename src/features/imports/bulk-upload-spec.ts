import type { ReactNode } from 'react';
import type { ImportKind, RowVerdict } from '@/lib/import/check';
import type { ImportField } from '@/lib/import/mapping';
import type { OnExisting } from '@/data/import-plan';
import type { ImportTally } from '@/data/import-rows';
import type { EnqueueRequest } from '@/data/mutations/enqueue';

/** What a kind of record brings to the shared bulk upload (customers, services, products). */
export interface BulkUploadSpec<K extends string, T> {
  /** The import job's kind: one running import of each kind per account. */
  jobKind: string;
  title: string;
  intro: string;
  backHref: string;
  backLabel: string;
  fields: readonly ImportField<K>[];
  importKind: ImportKind<K, T>;
  /** Choices shown above the file (the customers' phone country). */
  options?: ReactNode;
  /** The records the device holds under these keys → their ids. */
  existingKeys: (businessId: string, keys: readonly string[]) => Promise<Map<string, string>>;
  /** The writes and the closing figures of the checked rows. */
  plan: (verdicts: readonly RowVerdict<T>[], onExisting: OnExisting) => { tally: ImportTally; build: (jobId: string, businessId: string, now: string) => EnqueueRequest[] };
  fieldLabel: (key: K) => string;
  /** The file's columns shown beside each problem row. */
  problemColumns: readonly K[];
  texts: {
    existingCount: string;
    onExisting: string;
    existing: Record<OnExisting, string>;
    start: (count: number) => string;
    duplicateOf: (line: number) => string;
    matchesExisting: string;
  };
}
