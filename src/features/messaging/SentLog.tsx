import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessagesSince, useSentLog } from '@/data/queries/messaging';
import { formatDate } from '@/lib/format-date';
import { messagesThisMonth, type MessageState } from '@/lib/messaging/messages';
import { useSubscription } from '@/data/queries/subscription';
import { PLANS } from '@/lib/subscription/plans';
import type { ToastColor } from '@/ui/toast-store';
import { EmptyState } from '@/ui/EmptyState';
import { StatusPill } from '@/ui/StatusPill';
import { UsageMeter } from '@/ui/UsageMeter';

const TONES: Record<MessageState, ToastColor> = { queued: 'neutral', sending: 'neutral', sent: 'info', delivered: 'success', read: 'success', failed: 'danger', unknown: 'warning' };

/** The branch's sent log (newest first) with each message's delivery state, and the month's usage. */
export function SentLog({ branchId }: { branchId: string }) {
  const { t } = useTranslation();
  const rows = useSentLog(branchId);
  const monthStart = useMemo(() => `${new Date().toISOString().slice(0, 7)}-01T00:00:00.000Z`, []);
  const month = useMessagesSince(monthStart);
  const plan = useSubscription()?.plan;
  return (
    <section className="msg-card" aria-label={t('messaging.sentLog')}>
      <h2>{t('messaging.sentLog')}</h2>
      {month === undefined || plan === undefined ? null : (
        <UsageMeter label={t('messaging.usage')} current={messagesThisMonth(month, new Date())} limit={PLANS[plan].limits.messages} description={t('messaging.usageHint')} />
      )}
      {rows === undefined ? null : rows.length === 0 ? (
        <EmptyState title={t('messaging.noMessages')} />
      ) : (
        <ul className="msg-log">
          {rows.map((m) => (
            <li key={m.id}>
              <div className="msg-log__head">
                <strong>{t(`messaging.purpose.${m.purpose}`)}</strong>
                <span>+{m.to}</span>
                <span>{formatDate(m.createdAt, 'dateTime')}</span>
                <StatusPill tone={TONES[m.state]}>{t(`messaging.state.${m.state}`)}</StatusPill>
              </div>
              <p className="msg-log__body">{m.body}</p>
              {m.error === null ? null : <p className="msg-hint">{m.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
