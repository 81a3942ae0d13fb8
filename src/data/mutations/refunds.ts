import { v7 as uuidv7 } from 'uuid';
import { db as defaultDb } from '@/data/db';
import { RowNotFoundError, ValidationError } from '@/data/errors';
import type { JsonValue } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import type { RefundRow } from '@/lib/checkout/rows';
import { refundRefusal, refundRefusalKey } from '@/lib/checkout/refund-rules';
import { refundCreateSchema, type RefundCreateInput } from '@/lib/checkout/sale-schema';

export type NewRefundInput = Omit<RefundCreateInput, 'id' | 'refundedAt'>;

/**
 * A refund or void: a new append-only record with a reason (the sale never changes). A refund of 0
 * is refused at the amount unless it gives the sale's packages back (refund-rules.ts), as the server does.
 */
export async function createRefund(input: NewRefundInput, options: EnqueueOptions = {}): Promise<string> {
  const account = options.account ?? requireActiveAccount();
  const db = options.db ?? defaultDb;
  const now = (options.now ?? (() => new Date()))().toISOString();
  const id = uuidv7();
  const parsed = refundCreateSchema.safeParse({ ...input, id, refundedAt: now });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const sale = await db.sales.get(parsed.data.saleId);
  if (sale === undefined) throw new RowNotFoundError('sales', parsed.data.saleId);
  const refusal = refundRefusal(sale, await db.refunds.where('saleId').equals(sale.id).count(), parsed.data.amount);
  if (refusal !== null) throw new ValidationError({ amount: refundRefusalKey(refusal) });
  const row: RefundRow = { ...parsed.data, businessId: account.businessId, refundedBy: account.userId, updatedAt: now, version: 0 };
  await enqueue(
    {
      table: 'refunds',
      rowId: id,
      method: 'POST',
      path: `/b/${account.businessId}/refunds`,
      body: parsed.data as unknown as JsonValue,
      effect: { op: 'create', row },
    },
    { ...options, account },
  );
  return id;
}
