import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppointmentRow } from '@/lib/api-types';
import type { Db, Queryable } from '@server/db/types';
import type { Caller } from '@server/http/auth';
import type { Outcome } from '@server/http/idempotency';
import { addRoute } from '@server/http/route';
import { problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { BOOKING_EDIT } from '@server/routes/appointment-access';
import { findAppointment } from '@server/routes/appointment-store';

export const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

const notFound: Outcome = { status: 404, body: problem(404, 'No such appointment.') };

export interface AppointmentWrite<B> {
  q: Queryable;
  /** The appointment as stored; the write checks the caller may edit it. */
  row: AppointmentRow;
  body: B;
  businessId: string;
  id: string;
  caller: Caller;
}

/**
 * A write on one existing appointment (`/b/:businessId/appointments/:id` + `suffix`), with the
 * booking edit access rule, run once per idempotency key; 404 when there is no such appointment.
 */
export function addAppointmentWrite<S extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  spec: { method: 'POST' | 'PATCH'; suffix: string; body: S },
  run: (ctx: AppointmentWrite<z.output<S>>) => Promise<Outcome>,
): void {
  addRoute(
    app,
    { method: spec.method, url: `/b/:businessId/appointments/:id${spec.suffix}`, access: BOOKING_EDIT, writes: true, params: idParams, body: spec.body },
    async ({ req, reply, params, body, caller }) => {
      const { businessId, id } = params;
      const c = caller();
      return sendWrite(db, req, reply, businessId, async (q) => {
        const row = await findAppointment(q, businessId, id);
        if (row === undefined) return notFound;
        // addRoute parsed the body with spec.body: its Out<S> is z.output<S>, which a generic S leaves unresolved.
        return run({ q, row, body: body as z.output<S>, businessId, id, caller: c });
      });
    },
  );
}
