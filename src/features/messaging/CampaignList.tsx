import { useTranslation } from 'react-i18next';
import { useCampaigns } from '@/data/queries/messaging';
import { formatDate } from '@/lib/format-date';
import { EmptyState } from '@/ui/EmptyState';

/** Past and scheduled campaigns with their results: sent, delivered, failed, bookings within 14 days. */
export function CampaignList() {
  const { t } = useTranslation();
  const campaigns = useCampaigns();
  if (campaigns === undefined) return null;
  return (
    <section className="msg-card" aria-label={t('messaging.campaigns')}>
      <h2>{t('messaging.campaigns')}</h2>
      {campaigns.length === 0 ? (
        <EmptyState title={t('messaging.noCampaigns')} />
      ) : (
        <ul className="msg-log">
          {campaigns.map(({ campaign, results }) => (
            <li key={campaign.id}>
              <div className="msg-log__head">
                <strong>{campaign.name}</strong>
                <span>{formatDate(campaign.sendAt, 'dateTime')}</span>
              </div>
              <p className="msg-log__body">
                {t('messaging.results', { recipients: campaign.recipients, sent: results.sent, delivered: results.delivered, failed: results.failed, bookings: results.bookings })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
