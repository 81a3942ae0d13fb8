import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/lib/schemas/audit-log';
import { auditValueText } from '@/lib/settings/audit-view';

/** One audit entry: who, what and when; opened, each changed field before and after. */
export function AuditEntryDetails({ entry, who, area, when }: { entry: AuditEntry; who: string; area: string; when: string }) {
  const { t } = useTranslation();
  const fields = Object.entries(entry.changes);
  return (
    <details className="audit-entry">
      <summary>
        <span className="audit-who">{who}</span> <span>{t(`audit.ops.${entry.op}`, { area })}</span> <time dateTime={entry.at}>{when}</time>
      </summary>
      <table className="audit-changes">
        <caption>{t('audit.changesOf', { id: entry.entityId })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map(([field, { before, after }]) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>{auditValueText(before)}</td>
              <td>{auditValueText(after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
