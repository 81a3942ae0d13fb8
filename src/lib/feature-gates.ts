// What the business's feature flags (spec §6) close beyond the menu: the flag a closed route
// names, and the parts of a sale that need a flag. Shared by the route guard, the till and the server.
import type { VisibilityRule } from '@/lib/access';
import type { FeatureFlag, FeatureSet } from '@/lib/features';
import type { CartLine } from '@/lib/checkout/sale-schema';

/** The flag that closes a rule's area when it is off; null when no flag closes it. */
export function featureOffFor(rule: VisibilityRule, features: FeatureSet): FeatureFlag | null {
  return rule.feature !== undefined && !features[rule.feature] ? rule.feature : null;
}

/** The field key every refusal for a flag that is off carries (problem+json `errors[flag]`). */
export const FEATURE_OFF_KEY = 'features.off';

/** Whether a line sells a catalogue package (a custom item is a package line without an item). */
export const sellsPackage = (line: Pick<CartLine, 'kind' | 'itemId'>): boolean => line.kind === 'package' && line.itemId !== null;

/**
 * What of a sale needs a flag that is off: selling a catalogue package or paying a line with a
 * package session needs `membership`. Null when the sale needs nothing that is off.
 */
export function saleFeatureRefusal(lines: readonly Pick<CartLine, 'kind' | 'itemId' | 'packageHoldingId'>[], features: Pick<FeatureSet, 'membership'>): FeatureFlag | null {
  if (!features.membership && lines.some((l) => sellsPackage(l) || l.packageHoldingId !== undefined)) return 'membership';
  return null;
}
