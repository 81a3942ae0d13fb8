import type { BookingStatus } from '@/lib/api-types';
import type { Prng } from '@server/seed/prng';
import { extraOf, type ServiceSeed } from '@server/seed/catalogue';

export interface AppointmentSeed {
  id: string;
  branchId: string;
  kind: 'Appointment' | 'Blocker';
  status: BookingStatus;
  source: 'AdminBooking' | 'CustomerBooking' | 'PersonalBlocker';
  customerId: string | null;
  memberId: string;
  serviceId: string | null;
  startAt: Date;
  endAt: Date;
  notes: string;
}

/** Asia/Kuala_Lumpur is UTC+8 all year (no daylight saving). */
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const OPEN_MIN = 10 * 60;
const CLOSE_MIN = 20 * 60;

/** UTC instant of a Kuala Lumpur wall-clock time on the KL day `dayOffset` days from today. */
function klTime(now: Date, dayOffset: number, minutes: number): Date {
  const klMidnight = Math.floor((now.getTime() + KL_OFFSET_MS) / 86_400_000) * 86_400_000;
  return new Date(klMidnight - KL_OFFSET_MS + dayOffset * 86_400_000 + minutes * 60_000);
}

/**
 * A week of bookings around today (three days back, three ahead), 10:00–20:00 KL time, for each
 * service-team member in each of their branches, without overlaps per member.
 */
export function weekOfAppointments(
  r: Prng,
  now: Date,
  staff: readonly { id: string; branchIds: string[] }[],
  services: readonly (ServiceSeed & { id: string })[],
  customerIds: readonly string[],
): AppointmentSeed[] {
  const out: AppointmentSeed[] = [];
  for (let day = -3; day <= 3; day++) {
    for (const member of staff) {
      // A member works one branch per day.
      const branchId = r.pick(member.branchIds);
      let cursor = OPEN_MIN + r.pick([0, 30, 60]);
      let hadLunch = false;
      while (cursor < CLOSE_MIN) {
        if (!hadLunch && cursor >= 13 * 60) {
          out.push({
            id: r.uuid(), branchId, kind: 'Blocker', status: 'CONFIRMED', source: 'PersonalBlocker',
            customerId: null, memberId: member.id, serviceId: null,
            startAt: klTime(now, day, cursor), endAt: klTime(now, day, cursor + 60), notes: 'Lunch',
          });
          cursor += 60;
          hadLunch = true;
          continue;
        }
        const service = r.pick(services);
        const end = cursor + service.durationMinutes;
        if (end > CLOSE_MIN) break;
        if (r.chance(0.75)) {
          const status: BookingStatus = r.chance(0.06) ? 'CANCELLED' : 'CONFIRMED';
          out.push({
            id: r.uuid(), branchId, kind: 'Appointment', status,
            source: r.chance(0.3) ? 'CustomerBooking' : 'AdminBooking',
            customerId: r.pick(customerIds), memberId: member.id, serviceId: service.id,
            startAt: klTime(now, day, cursor), endAt: klTime(now, day, end), notes: '',
          });
        }
        cursor = end + extraOf(service) + r.pick([0, 0, 15, 30, 60]);
        cursor = Math.ceil(cursor / 15) * 15;
      }
    }
  }
  return out;
}
