import Papa from 'papaparse';

/** A CSV file as read: its header cells and its data rows (cells as text, blank lines dropped). */
export interface CsvTable {
  headers: string[];
  rows: string[][];
}

/** Splits parsed records into the header row and the data rows (a file with no rows has no headers). */
export function toTable(records: readonly string[][]): CsvTable {
  const [headers = [], ...rows] = records;
  return { headers: headers.map((h) => h.replace(/^\uFEFF/, '').trim()), rows };
}

/** Parses CSV text at once (small files, tests); a large file is parsed in the import worker. */
export function parseCsv(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return toTable(parsed.data);
}

/** CSV text of a header row and rows, quoted where needed (opens in spreadsheets). */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...headers], data: rows.map((r) => [...r]) });
}
