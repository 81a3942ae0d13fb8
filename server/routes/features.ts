import { FEATURE_DEFAULTS } from '@/lib/features';

/** The business's flags over the shared defaults of spec §6 (src/lib/features.ts); pos is always on. */
export function effectiveFeatures(stored: Record<string, boolean>): Record<string, boolean> {
  return { ...FEATURE_DEFAULTS, ...stored, pos: true };
}
