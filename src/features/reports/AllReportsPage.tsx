import { useTranslation } from 'react-i18next';
import { useAccess } from '@/data/queries/access';
import { visibilityOf } from '@/lib/access';
import { RULES, type AreaRule } from '@/lib/area-rules';
import { links } from '@/lib/links';
import { PageFrame } from '@/ui/PageFrame';
import { Link } from '@/ui/routing';
import './reports.css';

interface ReportEntry {
  id: string;
  href: string;
  /** Who may open it (the route table's rule). */
  rule: AreaRule;
}

const GROUPS: readonly { id: string; reports: readonly ReportEntry[] }[] = [
  {
    id: 'sales',
    reports: [
      { id: 'sales', href: links.reportsSales(), rule: 'reports' },
      { id: 'memberCommission', href: links.reportsMemberCommission(), rule: 'memberCommission' },
      { id: 'packages', href: links.reportsPackages(), rule: 'packagesReport' },
    ],
  },
  { id: 'booking', reports: [{ id: 'booking', href: links.reportsBooking(), rule: 'reports' }] },
  {
    id: 'customers',
    reports: [
      { id: 'customers', href: links.reportsCustomers(), rule: 'reports' },
      { id: 'insights', href: links.reportsCustomerInsights(), rule: 'reports' },
      { id: 'financialSnapshots', href: links.reportsFinancialSnapshots(), rule: 'reports' },
    ],
  },
  { id: 'products', reports: [{ id: 'stock', href: links.reportsProductStock(), rule: 'reports' }] },
];

/** /reports/all: every report the user may open, grouped, with a line saying what each answers. */
export default function AllReportsPage() {
  const { t } = useTranslation();
  const view = useAccess();
  const groups = GROUPS.map((g) => ({ ...g, reports: g.reports.filter((r) => view !== undefined && visibilityOf(RULES[r.rule], view) === 'visible') })).filter((g) => g.reports.length > 0);
  return (
    <PageFrame title={t('routes.reports.all')}>
      <div className="report-groups">
        {groups.map((g) => (
          <section key={g.id} className="report-group" aria-labelledby={`report-group-${g.id}`}>
            <h2 id={`report-group-${g.id}`}>{t(`reports.groups.${g.id}`)}</h2>
            <ul>
              {g.reports.map((r) => (
                <li key={r.id}>
                  <Link href={r.href} className="report-link">
                    <strong>{t(`routes.reports.${r.id}`)}</strong>
                    <span>{t(`reports.answers.${r.id}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
