import type { TFunction } from 'i18next';
import type { MemberRow, ProductRow, ServiceRow } from '@/lib/api-types';
import type { DiscountRow } from '@/lib/schemas/discount';
import { MANUAL_DISCOUNT } from '@/lib/reports/discount-usage';
import type { RollupDim } from '@/lib/reports/rollup';

export interface LabelSources {
  members: readonly MemberRow[] | undefined;
  services: readonly ServiceRow[] | undefined;
  products: readonly ProductRow[] | undefined;
  discounts?: readonly DiscountRow[] | undefined;
}

/** The name a rollup key stands for: a staff member, an item, a line kind, a payment method, an hour, a discount. */
export function keyLabeller(t: TFunction, src: LabelSources): (dim: RollupDim, key: string) => string {
  const members = new Map((src.members ?? []).map((m) => [m.id, `${m.firstName} ${m.lastName}`.trim()]));
  const items = new Map([...(src.services ?? []), ...(src.products ?? [])].map((i) => [i.id, i.name]));
  const discounts = new Map((src.discounts ?? []).map((d) => [d.id, d.name]));
  return (dim, key) => {
    switch (dim) {
      case 'staff':
        return members.get(key) ?? t('reports.unknownStaff');
      case 'item':
        return key.startsWith('name:') ? key.slice(5) : (items.get(key) ?? t('reports.unknownItem'));
      case 'category':
        return t(`reports.kinds.${key}`, { defaultValue: key });
      case 'payment':
        return t(`checkout.methods.${key}`, { defaultValue: key });
      case 'hour':
        return `${key}:00`;
      case 'status':
        return t(`reports.statuses.${key}`, { defaultValue: key });
      case 'source':
        return t(`reports.sources.${key}`, { defaultValue: key });
      case 'discount':
        return key === MANUAL_DISCOUNT ? t('reports.discounts.manual') : (discounts.get(key) ?? t('reports.discounts.deleted'));
      case 'total':
        return key;
    }
  };
}
