import { useTranslation } from 'react-i18next';
import type { QuotationStatus } from '@/lib/invoices/status';
import { StatusPill } from '@/ui/StatusPill';
import type { ToastColor } from '@/ui/toast-store';

const TONES: Record<QuotationStatus, ToastColor> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
  void: 'neutral',
};

export function QuotationStatusPill({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation();
  return <StatusPill tone={TONES[status]}>{t(`quotations.status.${status}`)}</StatusPill>;
}
