import { toCsv } from '@/lib/csv';
import type { CsvRecord } from '@/lib/appointments/table';

/** Saves the records as a CSV file through a temporary download link. */
export function downloadCsv(records: readonly CsvRecord[], fileName: string): void {
  const csv = toCsv([...records], { header: true });
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
