/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { BookitDb } from '@/data/db';
import { createWorkerApi } from '@workers/sync/worker-api';

/** The sync worker's entry: its own replica connection, the page's network and Web Locks. */
Comlink.expose(
  createWorkerApi({
    db: new BookitDb({ relaxedDurability: true }),
    fetch: (url, init) => fetch(url, init),
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  }),
);
