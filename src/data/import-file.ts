import type { CsvTable } from '@/lib/import/csv';
import type { ImportParseMessage } from '@workers/import/worker';

/** Reads a CSV file in the import worker (the page stays responsive); `onRows` counts rows read. */
export function readCsvFile(file: File, onRows: (rows: number) => void): Promise<CsvTable> {
  const worker = new Worker(new URL('../../workers/import/worker.ts', import.meta.url), { type: 'module', name: 'bookit-import' });
  return new Promise<CsvTable>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ImportParseMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onRows(message.rows);
      worker.terminate();
      if (message.type === 'done') resolve({ headers: message.headers, rows: message.rows });
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(file);
  }).finally(() => worker.terminate());
}
