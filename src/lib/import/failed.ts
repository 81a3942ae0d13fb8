import { toCsv, type CsvTable } from './csv';
import type { RowVerdict } from './check';

/**
 * The rows that will not be imported, as CSV with the file's own columns plus the line and the
 * reason, so they can be fixed and uploaded again. `reason` turns a verdict into readable text.
 */
export function failedRowsCsv<T>(
  table: CsvTable,
  verdicts: readonly RowVerdict<T>[],
  reason: (verdict: Extract<RowVerdict<T>, { kind: 'invalid' | 'duplicate' }>) => string,
  labels: { line: string; reason: string },
): string {
  const rows: string[][] = [];
  for (const verdict of verdicts) {
    if (verdict.kind !== 'invalid' && verdict.kind !== 'duplicate') continue;
    const cells = table.rows[verdict.line - 2] ?? [];
    const padded = table.headers.map((_, i) => cells[i] ?? '');
    rows.push([String(verdict.line), ...padded, reason(verdict)]);
  }
  return toCsv([labels.line, ...table.headers, labels.reason], rows);
}
