import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage
 * return, and is not just a number ("-12.50" and "+60123456789" stay numbers).
 */
const FORMULA = /^[=+\-@\t\r](?![0-9.]+$)/;

/**
 * CSV for files people open in a spreadsheet: text a user typed (a name, a note) that starts like
 * a formula gets a leading apostrophe, so it shows as text instead of running (CSV injection).
 */
export function toCsv(data: Parameters<typeof Papa.unparse>[0], config: Papa.UnparseConfig = {}): string {
  return Papa.unparse(data, { ...config, escapeFormulae: FORMULA });
}
