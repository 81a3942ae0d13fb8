import { useTranslation } from 'react-i18next';
import type { HelpItemType } from '@/lib/schemas/help-content';

const BADGES = { faq: 'faq', article: 'help-article', tutorial: 'tutorial' } as const;

/** The type badge of spec §9: faq, help-article or tutorial (topics have none). */
export function HelpBadge({ type }: { type: HelpItemType }) {
  const { t } = useTranslation('help');
  if (type === 'topic') return null;
  const badge = BADGES[type];
  return (
    <span className="help-badge" data-type={badge}>
      {t(`badge.${badge}`)}
    </span>
  );
}
