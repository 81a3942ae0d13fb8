import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/data/errors';
import { saveBookingSettings } from '@/data/mutations/booking-settings';
import { BOOKING_RULE_DEFAULTS } from '@/lib/booking/settings';
import { account, BUSINESS, freshDb } from '../data/helpers';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const now = () => new Date('2030-06-01T08:00:00.000Z');

describe('saveBookingSettings', () => {
  it('makes the branch row (id = the branch) and its PUT together, then updates that row', async () => {
    const db = freshDb();
    await saveBookingSettings(BRANCH, { ...BOOKING_RULE_DEFAULTS, slotIntervalMinutes: 30 }, { db, account, now });
    expect(await db.bookingSettings.get(BRANCH)).toMatchObject({ id: BRANCH, branchId: BRANCH, businessId: BUSINESS, slotIntervalMinutes: 30 });
    await saveBookingSettings(BRANCH, { ...BOOKING_RULE_DEFAULTS, slotIntervalMinutes: 60, requireApproval: true }, { db, account, now });
    expect(await db.bookingSettings.where('branchId').equals(BRANCH).toArray()).toHaveLength(1);
    expect(await db.bookingSettings.get(BRANCH)).toMatchObject({ slotIntervalMinutes: 60, requireApproval: true });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.method, e.path])).toEqual([
      ['PUT', `/b/${BUSINESS}/bookingSettings/${BRANCH}`],
      ['PUT', `/b/${BUSINESS}/bookingSettings/${BRANCH}`],
    ]);
  });

  it('keeps the id of a row the server made', async () => {
    const db = freshDb();
    const serverId = '01970000-0000-7000-8000-0000000000d1';
    await db.bookingSettings.put({ ...BOOKING_RULE_DEFAULTS, id: serverId, businessId: BUSINESS, branchId: BRANCH, updatedAt: now().toISOString(), version: 3 });
    await saveBookingSettings(BRANCH, { ...BOOKING_RULE_DEFAULTS, bufferAfterMinutes: 10 }, { db, account, now });
    expect(await db.bookingSettings.get(serverId)).toMatchObject({ bufferAfterMinutes: 10 });
    expect((await db.outbox.toArray())[0]?.rowId).toBe(serverId);
  });

  it('refuses rules out of range by field, writing nothing', async () => {
    const db = freshDb();
    const error = await saveBookingSettings(BRANCH, { ...BOOKING_RULE_DEFAULTS, maxAdvanceDays: 0, cancelWindowHours: 1000 }, { db, account, now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ maxAdvanceDays: 'bookingSettings.errors.maxAdvance', cancelWindowHours: 'bookingSettings.errors.window' });
    expect(await db.outbox.count()).toBe(0);
  });
});
