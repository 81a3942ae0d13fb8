import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { helpViewForSearch, helpViewForTopic, type HelpTopic, type HelpView } from '@/lib/help-view';
import { EmptyState } from '@/ui/EmptyState';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { Modal } from '@/ui/Modal';
import { SearchBox } from '@/ui/SearchBox';
import { useOnline } from '@/ui/useOnline';

/** Starting points on the landing view; each is a search (help-centre content is online-only). */
const TOPICS: HelpTopic[] = [
  { title: 'appointments', slug: 'appointments', contentType: 'topic' },
  { title: 'checkout', slug: 'checkout', contentType: 'topic' },
  { title: 'customers', slug: 'customers', contentType: 'topic' },
  { title: 'offline', slug: 'offline', contentType: 'faq' },
];

/**
 * The help drawer (400 px on wider screens): landing, results and quick-view. The content search
 * is online-only; until the help centre's content service is reachable, results say so.
 */
export function HelpDrawer({ isOpen, onOpenChange, className }: { isOpen: boolean; onOpenChange: (open: boolean) => void; className?: string }) {
  const { t } = useTranslation('help');
  const online = useOnline();
  const [view, setView] = useState<HelpView>({ view: 'landing' });
  const back = view.view === 'landing' ? undefined : () => setView({ view: 'landing' });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('drawer.title')}
      {...(back ? { onBack: back } : {})}
      {...(className ? { className } : {})}
    >
      {view.view !== 'quick' && (
        <SearchBox
          key={view.view === 'landing' ? 'landing' : view.query}
          label={t('drawer.search')}
          defaultValue={view.view === 'results' ? view.query : ''}
          onSearch={(text) => setView(helpViewForSearch(text))}
        />
      )}
      {view.view === 'landing' && (
        <RowList label={t('drawer.topics')} variant="simple">
          {TOPICS.map((topic) => (
            <RowListItem key={topic.slug}>
              <ListRow
                variant="simple"
                icon={topic.contentType === 'faq' ? 'info' : 'search'}
                title={t(`drawer.topic.${topic.slug}`)}
                onPress={() => setView(helpViewForTopic({ ...topic, title: t(`drawer.topic.${topic.slug}`) }))}
              />
            </RowListItem>
          ))}
          <RowListItem>
            <ListRow variant="simple" icon="externalLink" title={t('drawer.centre')} href={links.helps()} />
          </RowListItem>
        </RowList>
      )}
      {view.view === 'results' && (
        <EmptyState icon="search" title={online ? t('drawer.noContent') : t('drawer.offline')} description={t('drawer.searched', { query: view.query })} />
      )}
      {view.view === 'quick' && <EmptyState icon="info" title={view.topic.title} description={online ? t('drawer.noContent') : t('drawer.offline')} />}
    </Modal>
  );
}
