import { describe, expect, it } from 'vitest';
import { toLocalRow } from '@/data/local-rows';
import { searchCustomers } from '@/data/queries/search-customers';
import { customerSearchFields, searchPrefixes } from '@/data/customer-search';
import { BUSINESS, customerRow, freshDb } from './helpers';

const row = customerRow;

async function seeded() {
  const db = freshDb();
  await db.customers.bulkPut(
    [
      row(1, { firstName: 'Siti', lastName: 'Aminah', email: 'siti@example.com', phone: '+60123456789' }),
      row(2, { firstName: 'Aminah', lastName: 'Yusof', email: 'ay@mail.my' }),
      row(3, { firstName: 'Ben', lastName: 'Tan', email: 'ben.tan@example.com', phone: '+6598765432' }),
      row(4, { firstName: 'amir', lastName: 'Hakim' }),
      row(5, { firstName: 'Siti', lastName: 'Other business', businessId: 'other-biz' }),
    ].map((r) => toLocalRow('customers', r)),
  );
  return db;
}

const names = (rows: { firstName: string; lastName: string }[]) => rows.map((r) => `${r.firstName} ${r.lastName}`);

describe('searchCustomers', () => {
  it('lists all of the business by name when the search is empty', async () => {
    const db = await seeded();
    const result = await searchCustomers(db, BUSINESS, '');
    expect(names(result.rows)).toEqual(['Aminah Yusof', 'amir Hakim', 'Ben Tan', 'Siti Aminah']);
    expect(result.total).toBe(4);
  });

  it('matches first name, last name, full name, e-mail and phone prefixes', async () => {
    const db = await seeded();
    expect(names((await searchCustomers(db, BUSINESS, 'amin')).rows)).toEqual(['Aminah Yusof', 'Siti Aminah']);
    expect(names((await searchCustomers(db, BUSINESS, 'siti am')).rows)).toEqual(['Siti Aminah']);
    expect(names((await searchCustomers(db, BUSINESS, 'ben.tan@')).rows)).toEqual(['Ben Tan']);
    expect(names((await searchCustomers(db, BUSINESS, '+6012')).rows)).toEqual(['Siti Aminah']);
    expect(names((await searchCustomers(db, BUSINESS, '012 345')).rows)).toEqual(['Siti Aminah']);
    expect(names((await searchCustomers(db, BUSINESS, '9876')).rows)).toEqual(['Ben Tan']);
    expect((await searchCustomers(db, BUSINESS, 'zzz')).total).toBe(0);
  });

  it('caps the rows and still counts every match, in name order', async () => {
    const db = freshDb();
    const rows = Array.from({ length: 1_000 }, (_, i) =>
      toLocalRow('customers', row(i + 10, { firstName: `Nur ${String(999 - i).padStart(4, '0')}`, lastName: i % 2 ? 'Odd' : 'Even' })),
    );
    await db.customers.bulkPut(rows);
    const result = await searchCustomers(db, BUSINESS, 'odd', 50);
    expect(result.total).toBe(500);
    expect(result.rows).toHaveLength(50);
    const keys = result.rows.map((r) => r.nameKey);
    expect(keys).toEqual([...keys].sort());
    expect(result.rows.every((r) => r.lastName === 'Odd')).toBe(true);
    expect(keys[0]).toBe('nur 0000 odd');
  });
});

describe('customer search fields', () => {
  it('derive the name key and terms', () => {
    const fields = customerSearchFields({ firstName: ' Mary  Ann ', lastName: 'Lee', email: 'M@X.COM', phone: '+60123456789' });
    expect(fields.nameKey).toBe('mary ann lee');
    expect(fields.terms).toEqual(expect.arrayContaining(['mary ann lee', 'ann lee', 'mary', 'ann', 'lee', 'm@x.com', '60123456789', '123456789', '0123456789']));
  });

  it('turns a typed phone into digits as well', () => {
    expect(searchPrefixes('+60 12-345')).toEqual(['+60 12-345', '6012345']);
    expect(searchPrefixes('  ')).toEqual([]);
  });
});
