// Small device-local choices that screens read and change: the current branch per business, and
// a provider admin's override state (spec §3 "Business override"). UI state, not domain data, so
// it lives in localStorage through the one valtio wrapper, not in the replica.
import { createStore, onStoreChange } from '@/lib/store';
import type { FeatureFlag } from '@/lib/features';
import type { OverridePerspective } from '@/lib/schemas/business-override';

const BRANCH_KEY = 'bookit-current-branch';
const OVERRIDE_KEY = 'bookit-business-override';

export interface BusinessOverride {
  /** The provider admin who set it: it applies only while they are the signed-in user. */
  userId: string;
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

/** A stored override from before overrides named their user cannot be attributed: dropped. */
function readOverride(): OverrideState {
  const stored = readJson<Partial<OverrideState>>(OVERRIDE_KEY, {});
  const merchant = stored.merchant && typeof stored.merchant.userId === 'string' ? stored.merchant : null;
  return { merchant, features: stored.features ?? {} };
}

export const overrideState = createStore<OverrideState>(readOverride());
onStoreChange(overrideState, () => {
  localStorage.setItem(OVERRIDE_KEY, JSON.stringify(overrideState));
  scheduleOverrideExpiry();
});
// Another tab set or removed an override: follow it, so every tab shows the same business.
window.addEventListener('storage', (event) => {
  if (event.key !== OVERRIDE_KEY) return;
  const next = readOverride();
  overrideState.merchant = next.merchant;
  overrideState.features = next.features;
});

/** Whether the override is past its expiry (spec §6: the token needs a future expiry). */
export function overrideExpired(value: BusinessOverride, now = Date.now()): boolean {
  const expiry = Date.parse(value.overwriteTokenExpiry);
  return Number.isNaN(expiry) || expiry <= now;
}

/** setTimeout's longest delay; a later expiry is re-checked when this one fires. */
const MAX_TIMER_MS = 2_147_483_647;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** At its expiry the override ends by itself, and the device goes back to the admin's own business. */
function scheduleOverrideExpiry(): void {
  clearTimeout(expiryTimer);
  const merchant = overrideState.merchant;
  if (!merchant) return;
  if (overrideExpired(merchant)) {
    overrideState.merchant = null;
    return;
  }
  expiryTimer = setTimeout(scheduleOverrideExpiry, Math.min(Date.parse(merchant.overwriteTokenExpiry) - Date.now(), MAX_TIMER_MS));
}
scheduleOverrideExpiry();

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
