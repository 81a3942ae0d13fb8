// Feature flags (spec §6): the client's defaults, the server-controlled list and the rule that
// combines them with the business's values. pos is always on.
/** Every flag of spec §6 with the client's default. */
export const FEATURE_DEFAULTS = {
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
} satisfies Record<string, boolean>;
export type FeatureFlag = keyof typeof FEATURE_DEFAULTS;
export const FEATURE_FLAGS = Object.keys(FEATURE_DEFAULTS) as FeatureFlag[];

/**
 * Flags the business decides (its subscription and set-up): for these the business's value is
 * used, false when it has none. The app-level flags (signup, googleAuth, helps, tutorial) keep
 * the client's defaults.
 */
export const SERVER_CONTROLLED_FLAGS: ReadonlySet<FeatureFlag> = new Set<FeatureFlag>([
  'membership',
  'onlineDeposit',
  'staffComms',
  'gCal',
  'rwg',
  'adv_crm',
  'quotation',
  'rewardPts',
  'advDiscountReward',
  'einvoice',
]);

export type FeatureSet = Readonly<Record<FeatureFlag, boolean>>;

/**
 * The flags in force: defaults, then the business's values for server-controlled flags, then a
 * provider admin's local toggles (override modal); pos stays on whatever anyone says.
 */
export function resolveFeatures(
  business: Readonly<Record<string, boolean>> | null | undefined,
  overrides: Readonly<Partial<Record<FeatureFlag, boolean>>> = {},
): FeatureSet {
  const result: Record<FeatureFlag, boolean> = { ...FEATURE_DEFAULTS };
  for (const flag of FEATURE_FLAGS) {
    if (SERVER_CONTROLLED_FLAGS.has(flag)) result[flag] = business?.[flag] ?? false;
    const local = overrides[flag];
    if (local !== undefined) result[flag] = local;
  }
  result.pos = true;
  return result;
}

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}
