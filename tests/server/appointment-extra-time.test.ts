import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow, BookingConflictProblem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { appointmentBody } from './helpers/appointment-body';
import { seedCatalogue } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path = `/b/${FX.bizA}/appointments`;
const COLOUR = '11111111-1111-4111-8111-00000000c101';
const TRIM = '11111111-1111-4111-8111-00000000c102';
const OWNER = USERS.ownerA.id;

/** Kuala Lumpur (UTC+8) time on 2031-04-07. */
const kl = (hh: number, mm = 0) => new Date(Date.UTC(2031, 3, 7, hh - 8, mm)).toISOString();

const booking = (serviceId: string, startAt: string, minutes: number) => appointmentBody(serviceId, OWNER, startAt, minutes);

describe.each(backends())("a service's processing and buffer time on $name", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, {
      services: [
        { id: COLOUR, name: 'Colour', price: 18000, durationMinutes: 60 },
        { id: TRIM, name: 'Trim', price: 3000, durationMinutes: 30 },
      ],
    });
    // Colour: 20 minutes processing, then 10 of buffer, as the catalogue's service form sets them.
    const edit = await h.call('PATCH', `/b/${FX.bizA}/services/${COLOUR}`, { as: 'ownerA', body: { processingMinutes: 20, bufferMinutes: 10 } });
    expect(edit.status).toBe(200);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('keeps the member busy after the service: a booking in that time is a 409, one after it lands', async () => {
    const colour = await h.call('POST', path, { as: 'ownerA', body: booking(COLOUR, kl(10), 60) });
    expect(colour.status).toBe(201);
    const inBuffer = await h.call('POST', path, { as: 'ownerA', body: booking(TRIM, kl(11, 15), 30) });
    expect(inBuffer.status).toBe(409);
    expect((inBuffer.json as BookingConflictProblem).conflicts[0]).toMatchObject({ appointmentId: (colour.json as AppointmentRow).id, memberId: OWNER });
    expect((await h.call('POST', path, { as: 'ownerA', body: booking(TRIM, kl(11, 30), 30) })).status).toBe(201);
  });

  it("a booking whose own extra time runs into the next one is refused, and so is a move into another's extra time", async () => {
    const later = await h.call('POST', path, { as: 'ownerA', body: booking(TRIM, kl(15), 30) });
    expect(later.status).toBe(201);
    // 13:30–14:30 colour, then processing and buffer until 15:00: just fits; from 13:45 it reaches the trim.
    expect((await h.call('POST', path, { as: 'ownerA', body: booking(COLOUR, kl(13, 45), 60) })).status).toBe(409);
    expect((await h.call('POST', path, { as: 'ownerA', body: booking(COLOUR, kl(13, 30), 60) })).status).toBe(201);

    const row = later.json as AppointmentRow;
    const startAt = kl(14, 45);
    const endAt = kl(15, 15);
    const move = await h.call('POST', `${path}/${row.id}/reschedule`, {
      as: 'ownerA',
      body: { startAt, endAt, memberId: OWNER, services: [{ serviceId: TRIM, memberId: OWNER, startAt, endAt }] },
    });
    expect(move.status).toBe(409);
  });
});
