import { ValidationError } from '@/data/errors';
import type { JsonValue } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import { anomalyResolveSchema } from '@/lib/checkout/anomaly-schema';
import type { AnomalyResolution } from '@/lib/checkout/rows';

/**
 * Closes an anomaly the server flagged: resolved (the cause was put right) or acknowledged (seen,
 * nothing to do), with an optional note. Works offline; the server keeps the first decision.
 */
export async function resolveAnomaly(id: string, input: { resolution: AnomalyResolution; note: string }, options: EnqueueOptions = {}): Promise<void> {
  const account = options.account ?? requireActiveAccount();
  const resolvedAt = (options.now ?? (() => new Date()))().toISOString();
  const parsed = anomalyResolveSchema.safeParse({ ...input, resolvedAt });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const { resolution, note } = parsed.data;
  await enqueue(
    {
      table: 'saleAnomalies',
      rowId: id,
      method: 'PATCH',
      path: `/b/${account.businessId}/sale-anomalies/${id}`,
      body: parsed.data as unknown as JsonValue,
      effect: { op: 'update', patch: { resolution, resolutionNote: note, resolvedAt, resolvedBy: account.userId } },
    },
    { ...options, account },
  );
}
