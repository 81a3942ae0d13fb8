import { describe, expect, it } from 'vitest';
import { classifyRows, countVerdicts, keysOfRows, parseRows } from '@/lib/import/check';
import { parseCsv } from '@/lib/import/csv';
import { failedRowsCsv } from '@/lib/import/failed';
import { importEntryId, importRecordId } from '@/lib/import/ids';
import { guessMapping, mapRow, normaliseHeader, unmappedRequired } from '@/lib/import/mapping';
import { CUSTOMER_IMPORT_FIELDS, customerImportKind, importDay } from '@/lib/customers/import';

describe('CSV and column mapping', () => {
  it('reads quoted cells, a byte-order mark and blank lines', () => {
    const table = parseCsv('\uFEFFFirst Name,Notes\n"Tan, Mei","says ""hi"""\n\n  \nAli,\n');
    expect(table.headers).toEqual(['First Name', 'Notes']);
    expect(table.rows).toEqual([['Tan, Mei', 'says "hi"'], ['Ali', '']]);
  });

  it('normalises headers', () => {
    expect(normaliseHeader(' E-mail Address ')).toBe('emailaddress');
    expect(normaliseHeader('No. Telefon')).toBe('notelefon');
  });

  it('guesses English, Chinese and Malay headers, one field per column', () => {
    expect(guessMapping(['First Name', 'Surname', 'Mobile Number', 'E-mail', 'DOB', 'Remarks'], CUSTOMER_IMPORT_FIELDS)).toEqual({
      firstName: 0, lastName: 1, phone: 2, email: 3, birthday: 4, gender: null, notes: 5,
    });
    expect(guessMapping(['名字', '姓氏', '手机号码', '邮箱', '性别'], CUSTOMER_IMPORT_FIELDS)).toMatchObject({ firstName: 0, lastName: 1, phone: 2, email: 3, gender: 4 });
    expect(guessMapping(['Nama', 'Nama Keluarga', 'No. Telefon', 'Emel', 'Jantina', 'Catatan'], CUSTOMER_IMPORT_FIELDS)).toEqual({
      firstName: 0, lastName: 1, phone: 2, email: 3, birthday: null, gender: 4, notes: 5,
    });
    // A prefix match when nothing matches exactly ("Phone (mobile)" → phone).
    expect(guessMapping(['Customer', 'Phone (mobile)'], CUSTOMER_IMPORT_FIELDS)).toMatchObject({ firstName: null, phone: 1 });
  });

  it('names required fields left without a column, and maps a row', () => {
    const mapping = guessMapping(['Email'], CUSTOMER_IMPORT_FIELDS);
    expect(unmappedRequired(mapping, CUSTOMER_IMPORT_FIELDS)).toEqual(['firstName']);
    expect(mapRow([' a@b.my '], mapping)).toMatchObject({ email: 'a@b.my', firstName: '' });
  });
});

describe('customer row checks', () => {
  const kind = customerImportKind('MY');
  const headers = ['First name', 'Last name', 'Phone', 'Email', 'Birthday', 'Gender'];
  const mapping = guessMapping(headers, CUSTOMER_IMPORT_FIELDS);

  it('reads the phone with the chosen country and keeps it as E.164', () => {
    const [row] = parseRows(kind, [['Siti', 'Aminah', '012-345 6789', 'SITI@Example.com', '23/04/1990', 'Perempuan']], mapping);
    expect(row).toEqual({
      line: 2,
      result: { ok: true, value: expect.objectContaining({ firstName: 'Siti', phone: '+60123456789', email: 'siti@example.com', birthday: '1990-04-23', gender: 'female' }) },
    });
    const [sg] = parseRows(customerImportKind('SG'), [['Wei', '', '8123 4567', '', '', '']], mapping);
    expect(sg?.result).toMatchObject({ ok: true, value: { phone: '+6581234567' } });
  });

  it('refuses a row with the reason at each cell', () => {
    const [row] = parseRows(kind, [['', '', '12', 'nope@', '31/02/1990', 'maybe']], mapping);
    expect(row?.result).toEqual({
      ok: false,
      errors: {
        firstName: 'validation.firstNameRequired',
        phone: 'validation.invalidPhone',
        email: 'validation.InvalidEmail',
        birthday: 'customers.validation.invalidDate',
        gender: 'customers.validation.invalidGender',
      },
    });
    expect(importDay('1990-4-3')).toBe('1990-04-03');
    expect(importDay('April 3')).toBeNull();
  });

  it('finds duplicates within the file and matches with held customers, and counts them', () => {
    const rows = [
      ['Ali', '', '0123456789', 'ali@x.my', '', ''],
      ['Ali again', '', '+60 12-345 6789', '', '', ''], // same phone as line 2
      ['Bee', '', '', 'ALI@x.my', '', ''], // same e-mail as line 2
      ['', '', '', '', '', ''], // invalid: no first name
      ['Chong', '', '0198765432', '', '', ''], // held already
      ['Dina', '', '', 'dina@x.my', '', ''],
    ];
    const parsed = parseRows(kind, rows, mapping);
    expect(keysOfRows(kind, parsed).sort()).toEqual(['email:ali@x.my', 'email:dina@x.my', 'phone:+60123456789', 'phone:+60198765432']);
    const verdicts = classifyRows(kind, parsed, new Map([['phone:+60198765432', 'held-1']]));
    expect(verdicts.map((v) => v.kind)).toEqual(['valid', 'duplicate', 'duplicate', 'invalid', 'existing', 'valid']);
    expect(verdicts[1]).toMatchObject({ firstLine: 2 });
    expect(verdicts[4]).toMatchObject({ existingId: 'held-1', line: 6 });
    expect(countVerdicts(verdicts)).toEqual({ total: 6, valid: 2, invalid: 1, duplicate: 2, existing: 1 });
  });

  it('writes the rows not imported as CSV with their line and reason', () => {
    const table = { headers: ['First name', 'Email'], rows: [['Ali', 'ali@x.my'], ['', 'bad@'], ['Ali 2', 'ali@x.my']] };
    const m = guessMapping(table.headers, CUSTOMER_IMPORT_FIELDS);
    const verdicts = classifyRows(kind, parseRows(kind, table.rows, m), new Map());
    const csv = failedRowsCsv(table, verdicts, (v) => (v.kind === 'invalid' ? Object.keys(v.errors).join('+') : `dup of ${v.firstLine}`), { line: 'Line', reason: 'Reason' });
    expect(parseCsv(csv)).toEqual({
      headers: ['Line', 'First name', 'Email', 'Reason'],
      rows: [['3', '', 'bad@', 'firstName+email'], ['4', 'Ali 2', 'ali@x.my', 'dup of 2']],
    });
  });
});

describe('import ids', () => {
  it('are the same for the same job and row, and differ otherwise', () => {
    expect(importRecordId('job-1', 7)).toBe(importRecordId('job-1', 7));
    expect(importRecordId('job-1', 7)).not.toBe(importRecordId('job-1', 8));
    expect(importRecordId('job-1', 7)).not.toBe(importRecordId('job-2', 7));
    expect(importEntryId('job-1', 7)).not.toBe(importRecordId('job-1', 7));
    expect(importRecordId('job-1', 7)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
