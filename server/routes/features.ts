import { FEATURE_DEFAULTS, resolveFeatures, type FeatureFlag, type FeatureSet } from '@/lib/features';
import { FEATURE_OFF_KEY } from '@/lib/feature-gates';
import type { Queryable } from '@server/db/types';
import type { Outcome } from '@server/http/idempotency';
import { problem } from '@server/http/problem';

/** The business's flags over the shared defaults of spec §6 (src/lib/features.ts); pos is always on. */
export function effectiveFeatures(stored: Record<string, boolean>): Record<string, boolean> {
  return { ...FEATURE_DEFAULTS, ...stored, pos: true };
}

/** The flags in force for a business: what /initial sends its devices, by the devices' rule. */
export async function businessFeatures(q: Queryable, businessId: string): Promise<FeatureSet> {
  const [row] = await q.query<{ features: unknown }>('SELECT features FROM businesses WHERE id = $1', [businessId]);
  const raw = typeof row?.features === 'string' ? (JSON.parse(row.features) as unknown) : row?.features;
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, boolean>) : {};
  return resolveFeatures(effectiveFeatures(stored));
}

/** The refusal of a write that needs a flag the business has off: 409 naming the flag. */
export function featureOffOutcome(flag: FeatureFlag): Outcome {
  return { status: 409, body: problem(409, `The ${flag} feature is off for this business.`, { [flag]: FEATURE_OFF_KEY }) };
}

/** Null when the flag is on; else the 409 that names it. */
export async function requireFeature(q: Queryable, businessId: string, flag: FeatureFlag): Promise<Outcome | null> {
  return (await businessFeatures(q, businessId))[flag] ? null : featureOffOutcome(flag);
}
