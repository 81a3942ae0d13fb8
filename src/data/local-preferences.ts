// Small device-local choices that screens read and change: the current branch per business, and
// a provider admin's override state (spec §3 "Business override"). UI state, not domain data, so
// it lives in localStorage through the one valtio wrapper, not in the replica.
import { createStore, onStoreChange } from '@/lib/store';
import type { FeatureFlag } from '@/lib/features';
import type { OverridePerspective } from '@/lib/schemas/business-override';

const BRANCH_KEY = 'bookit-current-branch';
const OVERRIDE_KEY = 'bookit-business-override';

export interface BusinessOverride {
  overwriteToken: string;
  /** ISO 8601. */
  overwriteTokenExpiry: string;
  isMerchantOverwritting: boolean;
  overwritingMerchantId: string;
  overwritingPerspective: OverridePerspective;
  overwritingMemberId: string | null;
}

export interface OverrideState {
  merchant: BusinessOverride | null;
  /** The features tab's toggles, over the business's flags. */
  features: Partial<Record<FeatureFlag, boolean>>;
}

function readJson<T>(key: string, fallback: T): T {
  const raw = localStorage.getItem(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    console.warn(`Ignoring unreadable ${key}`, error);
    return fallback;
  }
}

/** businessId → chosen branch id. */
export const branchChoice = createStore<{ byBusiness: Record<string, string> }>({ byBusiness: readJson(BRANCH_KEY, {}) });
onStoreChange(branchChoice, () => localStorage.setItem(BRANCH_KEY, JSON.stringify(branchChoice.byBusiness)));

export function chooseBranch(businessId: string, branchId: string): void {
  branchChoice.byBusiness[businessId] = branchId;
}

const initialOverride = readJson<OverrideState>(OVERRIDE_KEY, { merchant: null, features: {} });
export const overrideState = createStore<OverrideState>({ merchant: initialOverride.merchant ?? null, features: initialOverride.features ?? {} });
onStoreChange(overrideState, () => localStorage.setItem(OVERRIDE_KEY, JSON.stringify(overrideState)));

export function setMerchantOverride(value: BusinessOverride | null): void {
  overrideState.merchant = value;
}

export function setFeatureOverride(flag: FeatureFlag, value: boolean | null): void {
  if (value === null) delete overrideState.features[flag];
  else overrideState.features[flag] = value;
}

export function clearFeatureOverrides(): void {
  overrideState.features = {};
}
