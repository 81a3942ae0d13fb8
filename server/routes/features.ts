/** Spec §6 feature flags and their defaults. */
export const FEATURE_DEFAULTS: Readonly<Record<string, boolean>> = {
  pos: true,
  membership: true,
  onlineDeposit: false,
  staffComms: true,
  gCal: false,
  rwg: false,
  adv_crm: true,
  quotation: true,
  rewardPts: true,
  advDiscountReward: true,
  einvoice: false,
  helps: true,
  tutorial: true,
  signup: true,
  googleAuth: false,
};

/** The business's flags over the defaults; pos is always on. */
export function effectiveFeatures(stored: Record<string, boolean>): Record<string, boolean> {
  return { ...FEATURE_DEFAULTS, ...stored, pos: true };
}
