import { describe, expect, it } from 'vitest';
import { validate as isUuid, version as uuidVersion } from 'uuid';
import { StorageFullError, ValidationError } from '@/data/errors';
import { createCustomer, deleteCustomer, updateCustomer } from '@/data/mutations/customers';
import { getStorageStatus } from '@/data/storage-status';
import { account, BUSINESS, freshDb } from './helpers';

const now = () => new Date('2025-06-01T08:00:00.000Z');

describe('customer mutations', () => {
  it('writes the optimistic row and a UUIDv7 outbox entry together', async () => {
    const db = freshDb();
    const id = await createCustomer({ firstName: ' Siti ', lastName: 'Aminah', email: 'SITI@Example.com', phone: '+60123456789' }, { db, account, now });

    expect(isUuid(id) && uuidVersion(id)).toBe(7);
    const row = await db.customers.get(id);
    expect(row).toMatchObject({ id, businessId: BUSINESS, firstName: 'Siti', email: 'siti@example.com', nameKey: 'siti aminah' });
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      userId: account.userId,
      businessId: BUSINESS,
      method: 'POST',
      path: `/b/${BUSINESS}/customers`,
      table: 'customers',
      rowId: id,
      status: 'pending',
      attempts: 0,
      before: null,
    });
    expect(uuidVersion(entry?.id ?? '')).toBe(7);
    expect(entry?.id).not.toBe(id);
    expect(entry?.body).toMatchObject({ id, firstName: 'Siti', lastName: 'Aminah', email: 'siti@example.com' });
  });

  it('leaves neither the row nor the entry when the transaction fails', async () => {
    const db = freshDb();
    db.outbox.hook('creating', () => {
      throw new Error('disk on fire');
    });
    await expect(createCustomer({ firstName: 'Lost' }, { db, account, now })).rejects.toThrow('disk on fire');
    expect(await db.customers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses invalid input with field → i18n key, writing nothing', async () => {
    const db = freshDb();
    const error = await createCustomer({ firstName: '  ', email: 'not-an-email', phone: '0123' }, { db, account, now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      firstName: 'validation.firstNameRequired',
      email: 'validation.InvalidEmail',
      phone: 'validation.invalidPhone',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.customers.count()).toBe(0);
  });

  it('sends only the fields changed, and keeps the others on the row', async () => {
    const db = freshDb();
    const id = await createCustomer({ firstName: 'Siti', lastName: 'Aminah', email: 'siti@example.com' }, { db, account, now });
    await updateCustomer(id, { lastName: 'Binti Ali' }, { db, account, now });

    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.method)).toEqual(['POST', 'PATCH']);
    expect(entries[1]?.body).toEqual({ lastName: 'Binti Ali' });
    expect(entries[1]?.dependsOn).toBe(entries[0]?.id);
    const row = await db.customers.get(id);
    expect(row).toMatchObject({ firstName: 'Siti', lastName: 'Binti Ali', email: 'siti@example.com', nameKey: 'siti binti ali' });
    expect(row?.terms).toContain('binti');
  });

  it('refuses an empty patch and an invalid field', async () => {
    const db = freshDb();
    const id = await createCustomer({ firstName: 'Siti' }, { db, account, now });
    await expect(updateCustomer(id, {}, { db, account, now })).rejects.toBeInstanceOf(ValidationError);
    const error = await updateCustomer(id, { email: 'x@' }, { db, account, now }).catch((e: unknown) => e);
    expect((error as ValidationError).fieldErrors).toEqual({ email: 'validation.InvalidEmail' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('deletes the row optimistically and queues the DELETE', async () => {
    const db = freshDb();
    const id = await createCustomer({ firstName: 'Siti' }, { db, account, now });
    await deleteCustomer(id, { db, account, now });
    expect(await db.customers.get(id)).toBeUndefined();
    const last = await db.outbox.orderBy('seq').last();
    expect(last).toMatchObject({ method: 'DELETE', path: `/b/${BUSINESS}/customers/${id}`, body: null });
  });

  it('refuses to change a row the device does not hold', async () => {
    const db = freshDb();
    await expect(updateCustomer('01970000-0000-7000-8000-000000000999', { firstName: 'X' }, { db, account, now })).rejects.toThrow(/No customers row/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('surfaces a full disk as StorageFullError and a flag, keeping earlier writes', async () => {
    const db = freshDb();
    const kept = await createCustomer({ firstName: 'Kept' }, { db, account, now });
    const hook = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    db.outbox.hook('creating', hook);
    await expect(createCustomer({ firstName: 'Too much' }, { db, account, now })).rejects.toBeInstanceOf(StorageFullError);
    expect(getStorageStatus().quotaExceeded).toBe(true);
    expect(await db.customers.get(kept)).toBeDefined();
    expect(await db.outbox.count()).toBe(1);

    db.outbox.hook('creating').unsubscribe(hook);
    await createCustomer({ firstName: 'Fits again' }, { db, account, now });
    expect(getStorageStatus().quotaExceeded).toBe(false);
  });
});
