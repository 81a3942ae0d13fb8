import { useTranslation } from 'react-i18next';
import { formatDistanceToNowStrict } from 'date-fns';
import type { LocalNotification } from '@/data/notification-rows';
import { useNotifications } from '@/data/queries/notifications';
import { archiveAllNotifications, markAllNotificationsRead, markNotificationRead } from '@/data/mutations/notifications';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { Modal } from '@/ui/Modal';
import { SKELETON_ROW_COUNT, SkeletonRow } from '@/ui/Skeleton';
import { useNavigate } from '@/ui/routing';
import './notifications.css';

function report(error: unknown): void {
  console.error('Notification action failed', error);
}

function Item({ n, onOpen }: { n: LocalNotification; onOpen: (n: LocalNotification) => void }) {
  const { t } = useTranslation();
  const customers = n.data.customers.map((c) => c.customerName).join(', ');
  const items = n.data.event?.cart.items.map((i) => i.label).join(', ') ?? '';
  return (
    <li>
      <button type="button" className="notification" data-unread={!n.read || undefined} onClick={() => onOpen(n)}>
        <span className="notification__dot" aria-hidden="true" />
        <span className="notification__body">
          <span className="notification__type">{t(`notifications.types.${n.type}`)}</span>
          <span className="notification__title">{n.messageTitle}</span>
          {(customers || items) && <span className="notification__detail">{[customers, items].filter(Boolean).join(' · ')}</span>}
          <span className="notification__time">
            {formatDistanceToNowStrict(new Date(n.createdAt * 1000), { addSuffix: true })}
            {!n.read && <span className="ui-visually-hidden">, {t('notifications.unread')}</span>}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * The notifications drawer (spec §2.3, §4): newest first from the replica (fetched by the sync
 * worker, cached 10 minutes); opening an unread one marks it read and follows its deep link.
 */
export function NotificationsDrawer({ isOpen, onOpenChange, className }: { isOpen: boolean; onOpenChange: (open: boolean) => void; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useNotifications();
  const unread = rows?.filter((n) => !n.read).length ?? 0;
  const open = (n: LocalNotification) => {
    if (!n.read) markNotificationRead(n.createdAt).catch(report);
    if (n.deepLink?.startsWith('/')) {
      onOpenChange(false);
      navigate(n.deepLink);
    } else if (n.deepLink) {
      window.open(n.deepLink, '_blank', 'noopener');
    }
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('notifications.title')} {...(className ? { className } : {})}>
      <div className="notifications__actions">
        <Button size="small" variant="secondary" icon="check" isDisabled={unread === 0} onPress={() => void markAllNotificationsRead().catch(report)}>
          {t('notifications.markAllRead')}
        </Button>
        <Button size="small" variant="ghost" icon="trash" isDisabled={(rows?.length ?? 0) === 0} onPress={() => void archiveAllNotifications().catch(report)}>
          {t('notifications.archiveAll')}
        </Button>
      </div>
      {rows === undefined ? (
        Array.from({ length: SKELETON_ROW_COUNT }, (_, i) => <SkeletonRow key={i} />)
      ) : rows.length === 0 ? (
        <EmptyState icon="inbox" title={t('notifications.empty')} />
      ) : (
        <ul className="notifications__list" aria-label={t('notifications.title')}>
          {rows.map((n) => (
            <Item key={n.notificationId} n={n} onOpen={open} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
