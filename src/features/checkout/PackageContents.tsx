import { useTranslation } from 'react-i18next';
import type { PackageContent } from '@/lib/checkout/sale-schema';

/** What a package line holds: each item with its sessions (the cart beside the menu, compact; cart details). */
export function PackageContents({ name, contents, compact = false }: { name: string; contents: readonly PackageContent[] | undefined; compact?: boolean }) {
  const { t } = useTranslation();
  if (!contents || contents.length === 0) return null;
  return (
    <ul className={compact ? 'package-contents package-contents--compact' : 'package-contents'} aria-label={t('checkout.packageContents', { name })}>
      {contents.map((c, i) => (
        <li key={`${c.name}-${i}`}>{t('checkout.packageItem', { name: c.name, count: c.sessions })}</li>
      ))}
    </ul>
  );
}
