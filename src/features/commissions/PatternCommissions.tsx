import { useTranslation } from 'react-i18next';
import type { SaleCommissionRow } from '@/lib/commissions/rows';
import { isReversal } from '@/lib/commissions/reversal';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { useMembers } from '@/data/queries/members';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { useFormatMoney } from '@/features/catalogues/useCatalogueAccess';

/** How many of the newest commissions the pattern's page lists. */
const SHOWN = 20;

/** The newest commissions sales earned under a pattern and what refunds took back: who, when, on how much, and how much. */
export function PatternCommissions({ rows }: { rows: readonly SaleCommissionRow[] | undefined }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const members = useMembers() ?? [];
  const nameOf = (id: string) => {
    const m = members.find((x) => x.id === id);
    return m ? `${m.firstName} ${m.lastName}`.trim() : t('commissions.earned.unknownMember');
  };
  return (
    <section className="catalogue-card" aria-labelledby="cp-earned">
      <h2 id="cp-earned">{t('commissions.earned.title')}</h2>
      {rows !== undefined && rows.length === 0 ? (
        <p className="catalogue-hint">{t('commissions.earned.none')}</p>
      ) : (
        <RowList label={t('commissions.earned.title')}>
          {(rows ?? []).slice(0, SHOWN).map((c) => (
            <RowListItem key={c.id}>
              <ListRow
                title={nameOf(c.memberId)}
                description={t(isReversal(c) ? 'commissions.earned.reversedOn' : 'commissions.earned.on', { date: formatDate(c.soldAt, 'dateTime', { locale: toAppLocale(i18n.language) }), sale: money(Math.abs(c.salesAmount)) })}
                trailing={<span className="catalogue-price">{money(c.amount)}</span>}
              />
            </RowListItem>
          ))}
        </RowList>
      )}
    </section>
  );
}
