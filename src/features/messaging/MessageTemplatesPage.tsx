import { useTranslation } from 'react-i18next';
import { useBranchTemplates } from '@/data/queries/messaging';
import { links } from '@/lib/links';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { PageFrame } from '@/ui/PageFrame';
import { useRouteParams } from '@/ui/routing';
import { StatusPill } from '@/ui/StatusPill';
import './messaging.css';

/** /settings/communications/messageTemplate/:branchId: the branch's message templates. */
export default function MessageTemplatesPage() {
  const { t } = useTranslation();
  const branchId = useRouteParams<{ branchId: string }>().branchId ?? '';
  const templates = useBranchTemplates(branchId);
  const create = `${links.settingsMessageTemplateCreate()}?branchId=${encodeURIComponent(branchId)}`;
  return (
    <PageFrame title={t('settingsNav.messageTemplate')} actions={<LinkButton href={create}>{t('messaging.newTemplate')}</LinkButton>}>
      {templates === undefined ? null : templates.length === 0 ? (
        <EmptyState title={t('messaging.noTemplates')} description={t('messaging.noTemplatesHint')} />
      ) : (
        <RowList label={t('settingsNav.messageTemplate')}>
          {templates.map((tpl) => (
            <RowListItem key={tpl.id}>
              <ListRow
                title={tpl.name}
                description={t(`messaging.purpose.${tpl.purpose}`)}
                href={links.settingsMessageTemplateDetails(tpl.id)}
                trailing={<StatusPill tone={tpl.active ? 'success' : 'neutral'}>{tpl.active ? t('messaging.active') : t('messaging.inactive')}</StatusPill>}
              />
            </RowListItem>
          ))}
        </RowList>
      )}
    </PageFrame>
  );
}
