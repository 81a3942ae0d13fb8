import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportXlsx, sortRows, type ReportTableData } from '@/lib/reports/report-table';

const table: ReportTableData = {
  title: 'Sales by item',
  columns: [
    { key: 'name', label: 'Item', kind: 'text' },
    { key: 'qty', label: 'Quantity', kind: 'count' },
    { key: 'gross', label: 'Gross', kind: 'money' },
  ],
  rows: [
    { name: 'Cut', qty: 2, gross: 12050 },
    { name: '=HYPERLINK("x")', qty: 10, gross: 900 },
    { name: 'Blow dry', qty: 2, gross: 300 },
  ],
};

describe('report tables', () => {
  it('export a totals row last, after the rows, whatever the sort', async () => {
    const withTotals: ReportTableData = { ...table, totals: { name: 'Total', qty: 14, gross: 13250 } };
    const parsed = Papa.parse<string[]>(reportCsv(withTotals, 'myr').trim()).data;
    expect(parsed.at(-1)).toEqual(['Total', '14', '132.5']);
    expect(parsed).toHaveLength(5);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await reportXlsx(withTotals, 'myr'));
    expect(book.worksheets[0]?.getRow(5).getCell(3).value).toBe(132.5);
  });

  it('sort numbers numerically and text by collation, keeping ties in order', () => {
    expect(sortRows(table.rows, 'qty', 'descending').map((r) => r.name)).toEqual(['=HYPERLINK("x")', 'Cut', 'Blow dry']);
    expect(sortRows(table.rows, 'qty', 'ascending').map((r) => r.name)).toEqual(['Cut', 'Blow dry', '=HYPERLINK("x")']);
    expect(sortRows(table.rows, 'name', 'ascending').map((r) => r.name)).toEqual(['=HYPERLINK("x")', 'Blow dry', 'Cut']);
  });

  it('export CSV with money in major units and formulas defused', () => {
    const parsed = Papa.parse<string[]>(reportCsv(table, 'myr').trim()).data;
    expect(parsed).toEqual([
      ['Item', 'Quantity', 'Gross'],
      ['Cut', '2', '120.5'],
      ["'=HYPERLINK(\"x\")", '10', '9'],
      ['Blow dry', '2', '3'],
    ]);
  });

  it('export an XLSX workbook that reads back with numbers as numbers', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await reportXlsx(table, 'myr'));
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Sales by item');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Item', 'Quantity', 'Gross']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Cut', 2, 120.5]);
    expect(sheet?.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet?.rowCount).toBe(4);
  });

  const hours: ReportTableData = {
    title: 'Staff utilisation',
    columns: [
      { key: 'name', label: 'Staff member', kind: 'text' },
      { key: 'booked', label: 'Booked hours', kind: 'hours' },
      { key: 'rate', label: 'Utilisation', kind: 'percent' },
    ],
    rows: [{ name: 'Ana', booked: 12.25, rate: 40.5 }],
  };

  it('export further tables after the first: CSV sections with their titles, XLSX sheets with unique names', async () => {
    const parsed = Papa.parse<string[]>(reportCsv(table, 'myr', [hours]).trim()).data;
    expect(parsed).toEqual([
      ['Sales by item'],
      ['Item', 'Quantity', 'Gross'],
      ['Cut', '2', '120.5'],
      ["'=HYPERLINK(\"x\")", '10', '9'],
      ['Blow dry', '2', '3'],
      [''],
      ['Staff utilisation'],
      ['Staff member', 'Booked hours', 'Utilisation'],
      ['Ana', '12.25', '40.5'],
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await reportXlsx(table, 'myr', [hours, hours]));
    expect(book.worksheets.map((w) => w.name)).toEqual(['Sales by item', 'Staff utilisation', 'Staff utilisation (2)']);
    const sheet = book.worksheets[1];
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Ana', 12.25, 40.5]);
    expect(sheet?.getCell('B2').numFmt).toBe('#,##0.00');
  });
});
