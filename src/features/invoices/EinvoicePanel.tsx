import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelEinvoice } from '@/data/mutations/einvoice';
import { formatDate } from '@/lib/format-date';
import { cancelWindowEnd, mayCancel, type EinvoiceStatus } from '@/lib/einvoice/status';
import { useOnline } from '@/lib/useOnline';
import { Button } from '@/ui/Button';
import { QrCode } from '@/ui/QrCode';
import { StatusPill } from '@/ui/StatusPill';
import { ReasonModal } from './ReasonModal';

const TONE: Record<EinvoiceStatus['state'], 'success' | 'warning' | 'danger' | 'neutral'> = {
  queued: 'neutral', submitted: 'warning', valid: 'success', invalid: 'danger', cancelRequested: 'warning', cancelled: 'neutral', failed: 'danger',
};

/** A document's state at MyInvois as a coloured label. */
export function EinvoiceStatePill({ state }: { state: EinvoiceStatus['state'] }) {
  const { t } = useTranslation();
  return <StatusPill tone={TONE[state]}>{t(`einvoice.status.${state}`)}</StatusPill>;
}

/**
 * A document's e-invoice at MyInvois: its status, the validation link and QR code once valid,
 * MyInvois's (or our own) reasons when invalid, and cancellation within 72 hours of validation.
 */
export function EinvoicePanel({ invoiceId, einvoice, canCancel }: { invoiceId: string; einvoice: EinvoiceStatus; canCancel: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const now = new Date();
  const windowEnd = cancelWindowEnd(einvoice.validatedAt);
  const cancellable = canCancel && mayCancel(einvoice, now);
  return (
    <section className="inv-card" aria-labelledby="inv-einv">
      <h2 id="inv-einv">{t('einvoice.title')}</h2>
      <div className="inv-head">
        <EinvoiceStatePill state={einvoice.state} />
      </div>
      {einvoice.state === 'queued' && <p className="inv-muted">{t('einvoice.queuedHint')}</p>}
      {einvoice.uuid && <p>{t('einvoice.uuid', { uuid: einvoice.uuid })}</p>}
      {einvoice.validatedAt && <p>{t('einvoice.validatedAt', { at: formatDate(einvoice.validatedAt, 'dateTime') })}</p>}
      {einvoice.validationUrl && (einvoice.state === 'valid' || einvoice.state === 'cancelRequested') && (
        <div className="inv-einv-qr">
          <QrCode value={einvoice.validationUrl} label={t('einvoice.qrLabel')} size="small" />
          <a href={einvoice.validationUrl} target="_blank" rel="noreferrer">{t('einvoice.validationLink')}</a>
        </div>
      )}
      {einvoice.errors.length > 0 && (
        <div role="alert">
          <p>{t('einvoice.errorsTitle')}</p>
          <ul className="inv-einv-errors">
            {einvoice.errors.map((e, i) => (
              <li key={`${e.code}-${i}`}>
                <strong>{e.message}</strong>
                {e.target && <span className="inv-muted"> {e.target}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {einvoice.state === 'cancelled' && <p>{t('einvoice.cancelledBecause', { reason: einvoice.cancelReason ?? '' })}</p>}
      {einvoice.cancelError && <p role="alert">{t('einvoice.cancelRefused', { reason: einvoice.cancelError })}</p>}
      {einvoice.rejectedAt && <p role="alert">{t('einvoice.rejectedByBuyer', { reason: einvoice.rejectReason ?? '' })}</p>}
      {einvoice.state === 'valid' && windowEnd && (
        <p className="inv-muted">{cancellable ? t('einvoice.cancelUntil', { at: formatDate(windowEnd.toISOString(), 'dateTime') }) : t('einvoice.cancelClosed')}</p>
      )}
      {cancellable && (
        <div className="inv-actions">
          <Button variant="danger" isDisabled={!online} onPress={() => setAsking(true)}>{t('einvoice.cancel')}</Button>
        </div>
      )}
      {asking && (
        <ReasonModal
          title={t('einvoice.cancel')}
          body={t('einvoice.cancelBody')}
          confirm={t('einvoice.confirmCancel')}
          onConfirm={(reason) => cancelEinvoice(invoiceId, einvoice, { reason, requestedAt: new Date().toISOString() })}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
