import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';

const ID = '0195f0a0-0000-7000-8000-0000000000b1';
const CUSTOMER = '0195f0a0-0000-7000-8000-0000000000c1';

// Spec §2.2: the details link takes the id; a blocker adds type=blocker and recurring=true|false;
// an appointment may add its customerId.
describe("a booking's details link", () => {
  it('says a blocker is one, and whether it repeats', () => {
    expect(links.appointmentDetailsOf({ id: ID, kind: 'Blocker', seriesId: null, customerId: null })).toBe(`/appointments/${ID}/details?type=blocker&recurring=false`);
    expect(links.appointmentDetailsOf({ id: ID, kind: 'Blocker', seriesId: 'series', customerId: null })).toBe(`/appointments/${ID}/details?type=blocker&recurring=true`);
  });

  it("carries an appointment's or a class's customer when there is one", () => {
    expect(links.appointmentDetailsOf({ id: ID, kind: 'Appointment', seriesId: 'series', customerId: CUSTOMER })).toBe(`/appointments/${ID}/details?customerId=${CUSTOMER}`);
    expect(links.appointmentDetailsOf({ id: ID, kind: 'Appointment', seriesId: null, customerId: null })).toBe(`/appointments/${ID}/details`);
    expect(links.appointmentDetailsOf({ id: ID, kind: 'Class', seriesId: null, customerId: null })).toBe(links.appointmentDetails(ID));
  });
});
