import { v7 as uuidv7 } from 'uuid';
import { db as defaultDb } from '@/data/db';
import { checkoutLocalKeys } from '@/data/checkout-local';
import { ValidationError } from '@/data/errors';
import type { JsonObject, JsonValue } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import { takeNumber } from '@/data/mutations/sales';
import type { ShiftRow } from '@/lib/checkout/rows';
import { cashMovementSchema, shiftCloseSchema, shiftOpenSchema, type CashMovement } from '@/lib/checkout/sale-schema';
import { formatZNumber } from '@/lib/checkout/receipt-number';
import { zReport } from '@/lib/checkout/shift-report';

const shiftsPath = (businessId: string) => `/b/${businessId}/shifts`;
const stamp = (o: EnqueueOptions) => (o.now ?? (() => new Date()))().toISOString();

export async function openShift(input: { branchId: string; deviceId: string; openingFloat: number }, options: EnqueueOptions = {}): Promise<string> {
  const account = options.account ?? requireActiveAccount();
  const now = stamp(options);
  const id = uuidv7();
  const parsed = shiftOpenSchema.safeParse({ ...input, id, openedAt: now });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const row: ShiftRow = {
    ...parsed.data, businessId: account.businessId, openedBy: account.userId, movements: [], status: 'open',
    closedBy: null, closedAt: null, countedCash: null, zNumber: null, zReport: null, updatedAt: now, version: 0,
  };
  await enqueue(
    { table: 'shifts', rowId: id, method: 'POST', path: shiftsPath(account.businessId), body: parsed.data as unknown as JsonValue, effect: { op: 'create', row } },
    { ...options, account },
  );
  return id;
}

export async function addCashMovement(shift: ShiftRow, input: Omit<CashMovement, 'id' | 'at'>, options: EnqueueOptions = {}): Promise<void> {
  const account = options.account ?? requireActiveAccount();
  const parsed = cashMovementSchema.safeParse({ ...input, id: uuidv7(), at: stamp(options) });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  await enqueue(
    {
      table: 'shifts',
      rowId: shift.id,
      method: 'POST',
      path: `${shiftsPath(account.businessId)}/${shift.id}/movements`,
      body: parsed.data as unknown as JsonValue,
      effect: { op: 'update', patch: { movements: [...shift.movements, parsed.data] } as unknown as JsonObject },
    },
    { ...options, account },
  );
}

/**
 * Closes the shift with the counted cash: a numbered Z report (the device's own Z sequence) made
 * from the replica, so it prints offline; the server recomputes it from the sales it holds.
 */
export async function closeShift(
  shift: ShiftRow,
  input: { countedCash: number; branchCode: string; deviceCode: string; deviceId: string },
  options: EnqueueOptions = {},
): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const closedAt = stamp(options);
  await db.transaction('rw', [db.shifts, db.outbox, db.checkoutLocal, db.sales, db.refunds], async () => {
    const seq = await takeNumber(db, checkoutLocalKeys.zSeq(input.deviceId));
    const parsed = shiftCloseSchema.safeParse({ countedCash: input.countedCash, zNumber: formatZNumber(input.branchCode, input.deviceCode, seq), closedAt });
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    const sales = await db.sales.filter((s) => s.shiftId === shift.id).toArray();
    const refunds = await db.refunds.filter((r) => r.shiftId === shift.id).toArray();
    const report = zReport({ openingFloat: shift.openingFloat, movements: shift.movements, sales, refunds, countedCash: input.countedCash });
    await enqueue(
      {
        table: 'shifts',
        rowId: shift.id,
        method: 'POST',
        path: `${shiftsPath(account.businessId)}/${shift.id}/close`,
        body: parsed.data as unknown as JsonValue,
        effect: {
          op: 'update',
          patch: { status: 'closed', closedBy: account.userId, closedAt, countedCash: input.countedCash, zNumber: parsed.data.zNumber, zReport: report } as unknown as JsonObject,
        },
      },
      { ...options, db, account },
    );
  });
}
