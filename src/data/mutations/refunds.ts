import { v7 as uuidv7 } from 'uuid';
import { ValidationError } from '@/data/errors';
import type { JsonValue } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import type { RefundRow } from '@/lib/checkout/rows';
import { refundCreateSchema, type RefundCreateInput } from '@/lib/checkout/sale-schema';

export type NewRefundInput = Omit<RefundCreateInput, 'id' | 'refundedAt'>;

/** A refund or void: a new append-only record with a reason (the sale never changes). */
export async function createRefund(input: NewRefundInput, options: EnqueueOptions = {}): Promise<string> {
  const account = options.account ?? requireActiveAccount();
  const now = (options.now ?? (() => new Date()))().toISOString();
  const id = uuidv7();
  const parsed = refundCreateSchema.safeParse({ ...input, id, refundedAt: now });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
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
