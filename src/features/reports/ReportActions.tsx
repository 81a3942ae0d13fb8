import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportCsv, reportXlsx, type ReportTableData } from '@/lib/reports/report-table';
import { Button } from '@/ui/Button';
import { downloadBlob, downloadText } from '@/ui/download';
import { useToast } from '@/ui/useToast';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Export the shown table to CSV or XLSX (exceljs loads only then), or print the page. A report
 * showing several tables passes the others as `extraTables`: one file holds them all.
 */
export function ReportActions({ table, extraTables = [], fileName, currency }: { table: ReportTableData; extraTables?: readonly ReportTableData[]; fileName: string; currency: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const xlsx = async () => {
    setBusy(true);
    try {
      downloadBlob(`${fileName}.xlsx`, new Blob([await reportXlsx(table, currency, extraTables)], { type: XLSX_TYPE }));
    } catch (e) {
      toast.error(t('reports.exportFailed'));
      throw e;
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="report-actions">
      <Button variant="secondary" size="small" icon="file" onPress={() => downloadText(`${fileName}.csv`, reportCsv(table, currency, extraTables), 'text/csv;charset=utf-8')}>
        {t('reports.exportCsv')}
      </Button>
      <Button variant="secondary" size="small" icon="file" isDisabled={busy} onPress={() => void xlsx()}>
        {t('reports.exportXlsx')}
      </Button>
      <Button variant="ghost" size="small" onPress={() => window.print()}>
        {t('reports.print')}
      </Button>
    </div>
  );
}
