import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { useMembers } from '@/data/queries/members';
import { useSession } from '@/data/queries/session';
import { fetchAuditLog } from '@/data/online-settings';
import { AUDIT_AREAS, type AuditArea, type AuditEntry } from '@/lib/schemas/audit-log';
import { auditQueryOf, type AuditFilters } from '@/lib/settings/audit-view';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { useOnline } from '@/lib/useOnline';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { Select } from '@/ui/Select';
import { AuditEntryDetails } from './AuditEntryDetails';
import './audit-log.css';

const ANY = '';
const NO_FILTERS: AuditFilters = { actorId: null, area: null, fromDay: null, toDay: null };

type Loaded = { filters: AuditFilters; items: AuditEntry[]; nextBefore: number | null } | { filters: AuditFilters; failed: true };

/** /settings/business/audit (org admins): who changed what and when, filtered by person, area and days. Online only. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const businessId = useActiveAccount()?.businessId ?? null;
  const members = useMembers() ?? [];
  const timeZone = useSession()?.business.timeZone || 'Asia/Kuala_Lumpur';
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (businessId === null || !online) return;
    let live = true;
    fetchAuditLog(businessId, auditQueryOf(filters, timeZone)).then(
      (page) => live && setLoaded({ filters, ...page }),
      (error: unknown) => {
        console.error('Audit log read failed', error);
        if (live) setLoaded({ filters, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [businessId, online, filters, timeZone]);

  const nameOf = (e: AuditEntry): string => {
    const m = members.find((x) => x.id === e.actorId);
    return m ? `${m.firstName} ${m.lastName}`.trim() : (e.actorEmail ?? t('audit.system'));
  };
  const current = loaded !== null && loaded.filters === filters ? loaded : null;
  const more = async () => {
    if (businessId === null || current === null || 'failed' in current || current.nextBefore === null) return;
    setLoadingMore(true);
    try {
      const page = await fetchAuditLog(businessId, auditQueryOf(filters, timeZone, current.nextBefore));
      setLoaded({ filters, items: [...current.items, ...page.items], nextBefore: page.nextBefore });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <PageFrame title={t('settingsNav.business.audit')}>
      <div className="audit-log">
        <div className="audit-filters" role="group" aria-label={t('audit.filters')}>
          <Select
            label={t('audit.person')}
            options={[{ value: ANY, label: t('audit.anyone') }, ...members.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() || m.email }))]}
            value={filters.actorId ?? ANY}
            onChange={(v) => setFilters((f) => ({ ...f, actorId: v === ANY ? null : v }))}
          />
          <Select
            label={t('audit.area')}
            options={[{ value: ANY, label: t('audit.allAreas') }, ...AUDIT_AREAS.map((a) => ({ value: a, label: t(`audit.areas.${a}`) }))]}
            value={filters.area ?? ANY}
            onChange={(v) => setFilters((f) => ({ ...f, area: v === ANY ? null : (v as AuditArea) }))}
          />
          <DatePicker label={t('audit.from')} value={filters.fromDay} onChange={(fromDay) => setFilters((f) => ({ ...f, fromDay }))} isOptional />
          <DatePicker label={t('audit.to')} value={filters.toDay} onChange={(toDay) => setFilters((f) => ({ ...f, toDay }))} isOptional />
        </div>
        {!online ? (
          <EmptyState title={t('audit.offline')} />
        ) : current === null ? (
          <p aria-busy="true">{t('audit.loading')}</p>
        ) : 'failed' in current ? (
          <EmptyState title={t('audit.failed')} />
        ) : current.items.length === 0 ? (
          <EmptyState title={t('audit.empty')} />
        ) : (
          <ol className="audit-entries" aria-label={t('audit.entries')}>
            {current.items.map((e) => (
              <li key={e.id}>
                <AuditEntryDetails
                  entry={e}
                  who={nameOf(e)}
                  area={(AUDIT_AREAS as readonly string[]).includes(e.entity) ? t(`audit.areas.${e.entity}`) : e.entity}
                  when={formatDate(e.at, 'dateTime', { timeZone, locale: toAppLocale(i18n.language) })}
                />
              </li>
            ))}
          </ol>
        )}
        {current !== null && !('failed' in current) && current.nextBefore !== null ? (
          <Button variant="secondary" isLoading={loadingMore} onPress={() => void more()}>
            {t('audit.more')}
          </Button>
        ) : null}
      </div>
    </PageFrame>
  );
}
