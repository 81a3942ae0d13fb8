import { describe, expect, it } from 'vitest';
import { extraTimes, type ExtraTimeService } from '@/lib/appointments/extra-time';

const DAY = '2031-03-02T16:00:00.000Z'; // 2031-03-03 00:00 in Kuala Lumpur
const at = (minute: number) => new Date(Date.parse(DAY) + minute * 60_000).toISOString();
const services = new Map<string, ExtraTimeService>([
  ['colour', { processingMinutes: 30, bufferMinutes: 15 }],
  ['cut', { processingMinutes: 0, bufferMinutes: 10 }],
  ['plain', { processingMinutes: 0, bufferMinutes: 0 }],
]);
const line = (serviceId: string, memberId: string, from: number, to: number) => ({ serviceId, memberId, startAt: at(from), endAt: at(to) });

describe("a service's extra time on the calendar", () => {
  it('draws processing, then buffer, after each of the member\'s services', () => {
    const row = { kind: 'Appointment' as const, services: [line('colour', 'm1', 600, 660), line('cut', 'm2', 660, 705), line('cut', 'm1', 705, 750)] };
    expect(extraTimes(row, 'm1', services, DAY, 1440)).toEqual([
      { kind: 'processing', start: 660, end: 690 },
      { kind: 'buffer', start: 690, end: 705 },
      { kind: 'buffer', start: 750, end: 760 },
    ]);
    expect(extraTimes(row, 'm2', services, DAY, 1440)).toEqual([{ kind: 'buffer', start: 705, end: 715 }]);
  });

  it('draws nothing for services without extra time, unknown services and blockers', () => {
    expect(extraTimes({ kind: 'Appointment', services: [line('plain', 'm1', 600, 630), line('gone', 'm1', 630, 660)] }, 'm1', services, DAY, 1440)).toEqual([]);
    expect(extraTimes({ kind: 'Blocker', services: [line('colour', 'm1', 600, 660)] }, 'm1', services, DAY, 1440)).toEqual([]);
  });

  it('stops at the end of the day', () => {
    expect(extraTimes({ kind: 'Appointment', services: [line('colour', 'm1', 1380, 1420)] }, 'm1', services, DAY, 1440)).toEqual([{ kind: 'processing', start: 1420, end: 1440 }]);
  });
});
