import { useTranslation } from 'react-i18next';
import { RULES, type AreaRule } from '@/lib/area-rules';
import { visibilityOf } from '@/lib/access';
import { useAccess } from '@/data/queries/access';
import type { IconName } from '@/ui/Icon';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { PageFrame } from '@/ui/PageFrame';

export interface OrgGroupEntry {
  titleKey: string;
  href: string;
}

/**
 * A legacy group of /settings/org (spec §2.2): a list that leads to the pages that hold the forms,
 * so no form exists twice. Shown only to whom the group's rule lets in.
 */
export function OrgGroupList({ titleKey, rule, icon, entries }: { titleKey: string; rule: AreaRule; icon: IconName; entries: readonly OrgGroupEntry[] }) {
  const { t } = useTranslation();
  const view = useAccess();
  const visible = view !== undefined && visibilityOf(RULES[rule], view) === 'visible';
  return (
    <PageFrame title={t(titleKey)}>
      {visible && (
        <RowList label={t(titleKey)} variant="card">
          {entries.map((e) => (
            <RowListItem key={e.href}>
              <ListRow variant="card" icon={icon} title={t(e.titleKey)} href={e.href} />
            </RowListItem>
          ))}
        </RowList>
      )}
    </PageFrame>
  );
}
