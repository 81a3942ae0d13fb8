import { emptyNumberErrors, fromSen, PLACEHOLDER_ID, toSen } from '@/lib/catalogues/item-form';
import { rewardProgramCreateSchema, type EarnScope, type RewardProgramCreateInput, type RewardProgramRow } from '@/lib/schemas/reward-program';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** The reward program form as the screen edits it: the point's value in ringgit, numbers NaN while empty. */
export interface RewardProgramForm {
  name: string;
  serviceRate: number;
  productRate: number;
  packageRate: number;
  scope: EarnScope;
  itemIds: string[];
  categories: string[];
  /** Ringgit one point pays when redeemed (0.05 = 100 points for RM 5). */
  pointValue: number;
  minRedeem: number;
  expires: boolean;
  expiryMonths: number;
  /** Only the create form sets it; details archive and restore instead. */
  active: boolean;
}

export const NEW_REWARD_PROGRAM: RewardProgramForm = {
  name: '', serviceRate: 1, productRate: 1, packageRate: 0, scope: 'all', itemIds: [], categories: [],
  pointValue: Number.NaN, minRedeem: 0, expires: true, expiryMonths: 12, active: true,
};

export function rewardProgramFormOf(row: RewardProgramRow): RewardProgramForm {
  return {
    name: row.name,
    serviceRate: row.earnRates.service,
    productRate: row.earnRates.product,
    packageRate: row.earnRates.package,
    scope: row.scope,
    itemIds: [...row.itemIds],
    categories: [...row.categories],
    pointValue: fromSen(row.pointValue),
    minRedeem: row.minRedeem,
    expires: row.expiryMonths !== null,
    expiryMonths: row.expiryMonths ?? 12,
    active: row.active,
  };
}

export type RewardProgramInput = Omit<RewardProgramCreateInput, 'id'>;

/** The mutation's input, or the number fields left empty. Scope lists are sent only for their scope. */
export function rewardProgramInputOf(form: RewardProgramForm): { input: RewardProgramInput } | { errors: Record<string, string> } {
  const errors = emptyNumberErrors({
    'earnRates.service': form.serviceRate,
    'earnRates.product': form.productRate,
    'earnRates.package': form.packageRate,
    pointValue: form.pointValue,
    minRedeem: form.minRedeem,
    ...(form.expires ? { expiryMonths: form.expiryMonths } : {}),
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      name: form.name,
      earnRates: { service: form.serviceRate, product: form.productRate, package: form.packageRate },
      scope: form.scope,
      itemIds: form.scope === 'items' ? form.itemIds : [],
      categories: form.scope === 'categories' ? form.categories : [],
      pointValue: toSen(form.pointValue),
      minRedeem: form.minRedeem,
      expiryMonths: form.expires ? form.expiryMonths : null,
      active: form.active,
    },
  };
}

const orZero = (n: number): number => (Number.isNaN(n) ? 0 : n);

/**
 * Every field's error as the form stands (shown after the first submit, re-run on each edit): the
 * empty number fields, and the schema's reasons for the others.
 */
export function rewardProgramFormErrors(form: RewardProgramForm): Record<string, string> {
  const built = rewardProgramInputOf(form);
  const empty = 'errors' in built ? built.errors : {};
  const filled = rewardProgramInputOf({
    ...form, serviceRate: orZero(form.serviceRate), productRate: orZero(form.productRate), packageRate: orZero(form.packageRate),
    pointValue: orZero(form.pointValue), minRedeem: orZero(form.minRedeem), expiryMonths: orZero(form.expiryMonths),
  });
  if ('errors' in filled) return { ...filled.errors, ...empty };
  const parsed = rewardProgramCreateSchema.safeParse({ ...filled.input, id: PLACEHOLDER_ID });
  return { ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)), ...empty };
}
