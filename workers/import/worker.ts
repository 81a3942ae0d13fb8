// Reads an import's CSV file off the main thread: papaparse streams it in chunks and the rows go
// back in one message at the end (a progress count after each chunk).
import Papa from 'papaparse';
import { toTable } from '@/lib/import/csv';

export type ImportParseMessage =
  | { type: 'progress'; rows: number }
  | { type: 'done'; headers: string[]; rows: string[][] }
  | { type: 'error'; message: string };

const scope = self as unknown as { onmessage: ((event: MessageEvent<File>) => void) | null; postMessage: (message: ImportParseMessage) => void };

scope.onmessage = (event) => {
  const records: string[][] = [];
  Papa.parse<string[]>(event.data, {
    skipEmptyLines: 'greedy',
    chunkSize: 256 * 1024,
    chunk: (results) => {
      for (const row of results.data) records.push(row);
      scope.postMessage({ type: 'progress', rows: records.length });
    },
    complete: () => {
      const table = toTable(records);
      scope.postMessage({ type: 'done', headers: table.headers, rows: table.rows });
    },
    error: (error) => scope.postMessage({ type: 'error', message: error.message }),
  });
};
