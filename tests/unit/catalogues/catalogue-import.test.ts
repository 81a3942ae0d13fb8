import { describe, expect, it } from 'vitest';
import { classifyRows, parseRows } from '@/lib/import/check';
import { guessMapping } from '@/lib/import/mapping';
import { PRODUCT_IMPORT_FIELDS, SERVICE_IMPORT_FIELDS, catalogueKeysOf, importMoney, importYesNo, productImportKind, serviceImportKind } from '@/lib/catalogues/import';
import { PRODUCT_IMPORT, SERVICE_IMPORT } from '@/data/catalogue-import';
import { importPlan } from '@/data/import-plan';

describe('catalogue import', () => {
  it('reads ringgit amounts and yes/no in the three languages', () => {
    expect(importMoney('RM 1,250.50')).toBe(125_050);
    expect(importMoney('85')).toBe(8_500);
    expect(importMoney('85.5')).toBe(8_550);
    expect(importMoney('85.555')).toBeNull();
    expect(importMoney('free')).toBeNull();
    expect([importYesNo('Ya', false), importYesNo('否', true), importYesNo('', true), importYesNo('maybe', true)]).toEqual([true, false, true, undefined]);
  });

  it('maps the headers, refuses bad rows with a reason per field, and finds repeats by SKU, else by name', () => {
    const headers = ['Product name', 'SKU', 'Harga', 'Cost', 'SST'];
    const mapping = guessMapping(headers, PRODUCT_IMPORT_FIELDS);
    expect(mapping).toMatchObject({ name: 0, sku: 1, price: 2, cost: 3, sst: 4, barcode: null });
    const rows = [
      ['Argan Shampoo', 'AS-1', '68', '30', 'yes'],
      ['', 'AS-2', '12', '', ''],
      ['Hair Wax', '', 'twelve', '', 'maybe'],
      ['Argan Shampoo (copy)', 'as-1', '70', '', ''],
      ['Cuticle Oil', '', '22', '', 'no'],
      ['Cuticle oil', '', '23', '', ''],
    ];
    const kind = productImportKind();
    const verdicts = classifyRows(kind, parseRows(kind, rows, mapping), new Map([['name:hair serum', 'p-old']]));
    expect(verdicts.map((v) => v.kind)).toEqual(['valid', 'invalid', 'invalid', 'duplicate', 'valid', 'duplicate']);
    expect(verdicts[0]).toMatchObject({ value: { name: 'Argan Shampoo', sku: 'AS-1', price: 6_800, cost: 3_000, sst: true, lowStock: {}, active: true } });
    expect(verdicts[1]).toMatchObject({ line: 3, errors: { name: 'catalogues.validation.nameRequired' } });
    expect(verdicts[2]).toMatchObject({ errors: { price: 'catalogues.import.invalidAmount', sst: 'catalogues.import.invalidYesNo' } });
    expect(verdicts[3]).toMatchObject({ firstLine: 2 });
  });

  it('matches services held by name and plans creates with derived ids and updates of the existing item', () => {
    const kind = serviceImportKind();
    const mapping = guessMapping(['Service', 'Duration', 'Price'], SERVICE_IMPORT_FIELDS);
    const parsed = parseRows(kind, [['Keratin', '150', '450'], ['Trim', '0', '20'], ['Facial', '60', '150']], mapping);
    const verdicts = classifyRows(kind, parsed, new Map(catalogueKeysOf({ name: 'facial' }).map((k) => [k, 's-1'])));
    expect(verdicts.map((v) => v.kind)).toEqual(['valid', 'invalid', 'existing']);
    expect(verdicts[1]).toMatchObject({ errors: { durationMinutes: 'catalogues.validation.durationRequired' } });
    const plan = importPlan(SERVICE_IMPORT, verdicts, 'update');
    expect(plan.tally).toEqual({ created: 1, updated: 1, skipped: 0, failed: 1 });
    const [create, update] = plan.build('job-1', 'biz-1', '2026-06-01T00:00:00.000Z');
    expect(create).toMatchObject({ method: 'POST', path: '/b/biz-1/services', body: { name: 'Keratin', durationMinutes: 150, price: 45_000 } });
    expect(update).toMatchObject({ method: 'PATCH', rowId: 's-1', path: '/b/biz-1/services/s-1', body: { name: 'Facial', price: 15_000, durationMinutes: 60 } });
    const again = plan.build('job-1', 'biz-1', '2026-06-01T00:00:00.000Z');
    expect(again[0]?.rowId).toBe(create?.rowId);
  });

  it('builds product rows as the create mutation does', () => {
    expect(PRODUCT_IMPORT.rowOf({ id: 'p1', name: 'Oil', category: '', price: 100, sst: true, imageUrl: null, active: true, sku: '', barcode: '', cost: 0, lowStock: {} }, 'b', 'now')).toMatchObject({
      businessId: 'b', updatedAt: 'now', stock: 0, stockByBranch: {}, currency: 'myr', version: 0,
    });
  });
});
