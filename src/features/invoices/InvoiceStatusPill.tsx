import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@/lib/invoices/status';
import { StatusPill } from '@/ui/StatusPill';
import type { ToastColor } from '@/ui/toast-store';

const TONES: Record<InvoiceStatus, ToastColor> = {
  draft: 'neutral',
  issued: 'info',
  partlyPaid: 'warning',
  paid: 'success',
  void: 'neutral',
  overdue: 'danger',
};

export function InvoiceStatusPill({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return <StatusPill tone={TONES[status]}>{t(`invoices.status.${status}`)}</StatusPill>;
}
