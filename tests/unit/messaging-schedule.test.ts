import { describe, expect, it } from 'vitest';
import { plannedMessages, type BookingFacts } from '@/lib/messaging/schedule';
import { WHATSAPP_DEFAULTS } from '@/lib/messaging/whatsapp-settings';
import { messagesThisMonth } from '@/lib/messaging/messages';

const now = new Date('2026-03-10T00:00:00.000Z');
const booking: BookingFacts = {
  id: 'a1',
  startAt: '2026-03-12T07:30:00.000Z',
  status: 'CONFIRMED',
  attendance: null,
  previousStartAt: null,
  previousStatus: null,
  previousAttendance: null,
};

describe('reminder times', () => {
  it('confirms a new booking now and reminds the set hours before its start', () => {
    expect(plannedMessages(booking, WHATSAPP_DEFAULTS, now)).toEqual([
      { purpose: 'confirmation', runAt: now.toISOString(), key: 'a1:confirmation' },
      { purpose: 'reminder', runAt: '2026-03-11T07:30:00.000Z', key: `a1:reminder:${Date.parse(booking.startAt)}` },
    ]);
    const two = plannedMessages(booking, { ...WHATSAPP_DEFAULTS, reminderHoursBefore: 2, confirmation: false }, now);
    expect(two).toEqual([{ purpose: 'reminder', runAt: '2026-03-12T05:30:00.000Z', key: `a1:reminder:${Date.parse(booking.startAt)}` }]);
  });

  it('gives a moved booking a new reminder key and a rescheduled note; an unchanged one repeats its keys', () => {
    const moved = plannedMessages({ ...booking, previousStartAt: booking.startAt, previousStatus: 'CONFIRMED', startAt: '2026-03-13T07:30:00.000Z' }, WHATSAPP_DEFAULTS, now);
    expect(moved.map((m) => m.purpose)).toEqual(['rescheduled', 'reminder']);
    expect(moved[1]?.runAt).toBe('2026-03-12T07:30:00.000Z');
    const same = plannedMessages({ ...booking, previousStartAt: booking.startAt, previousStatus: 'CONFIRMED' }, WHATSAPP_DEFAULTS, now);
    expect(same.map((m) => m.key)).toEqual([`a1:reminder:${Date.parse(booking.startAt)}`]);
  });

  it('sends no reminder whose time has passed, only a cancellation note once, a follow-up after a no-show', () => {
    expect(plannedMessages(booking, WHATSAPP_DEFAULTS, new Date('2026-03-11T08:00:00.000Z')).map((m) => m.purpose)).toEqual(['confirmation']);
    expect(plannedMessages({ ...booking, status: 'CANCELLED', previousStatus: 'CONFIRMED', previousStartAt: booking.startAt }, WHATSAPP_DEFAULTS, now)).toEqual([
      { purpose: 'cancelled', runAt: now.toISOString(), key: 'a1:cancelled' },
    ]);
    expect(plannedMessages({ ...booking, status: 'CANCELLED', previousStatus: 'CANCELLED', previousStartAt: booking.startAt }, WHATSAPP_DEFAULTS, now)).toEqual([]);
    const noShow = { ...booking, attendance: 'NO_SHOW', previousStartAt: booking.startAt, previousStatus: 'CONFIRMED' };
    expect(plannedMessages(noShow, WHATSAPP_DEFAULTS, now)).toEqual([]);
    expect(plannedMessages(noShow, { ...WHATSAPP_DEFAULTS, noShowFollowUp: true }, now)).toEqual([
      { purpose: 'noShowFollowUp', runAt: '2026-03-12T09:30:00.000Z', key: 'a1:noShow' },
    ]);
  });

  it('counts the month’s messages that were not refused on the meter', () => {
    const rows = [
      { createdAt: '2026-03-01T00:00:00.000Z', state: 'sent' as const },
      { createdAt: '2026-03-09T00:00:00.000Z', state: 'failed' as const },
      { createdAt: '2026-02-28T23:00:00.000Z', state: 'delivered' as const },
    ];
    expect(messagesThisMonth(rows, now)).toBe(1);
  });
});
