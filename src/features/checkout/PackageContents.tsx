import { useTranslation } from 'react-i18next';
import type { PackageContent } from '@/lib/checkout/sale-schema';
import { LineContents } from '@/ui/LineContents';

/** What a package line holds: each item with its sessions (the cart beside the menu, compact; cart details). */
export function PackageContents({ name, contents, compact = false }: { name: string; contents: readonly PackageContent[] | undefined; compact?: boolean }) {
  const { t } = useTranslation();
  const items = (contents ?? []).map((c) => t('checkout.packageItem', { name: c.name, count: c.sessions }));
  return <LineContents label={t('checkout.packageContents', { name })} items={items} compact={compact} />;
}
