import { useTranslation } from 'react-i18next';
import { useAccess } from '@/data/queries/access';
import { NumberField } from '@/ui/NumberField';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { WebsiteSectionForm } from './WebsiteSectionForm';

/** /settings/website/bookingPolicy: deposits (onlineDeposit flag), cancellation and no-show policies. */
export default function BookingPolicyPage() {
  const { t } = useTranslation();
  const deposits = useAccess()?.features.onlineDeposit === true;
  return (
    <WebsiteSectionForm section="bookingPolicy" titleKey="settingsNav.website.bookingPolicy">
      {({ form, set, message }) => (
        <>
          {deposits ? (
            <>
              <Switch isSelected={form.depositRequired} onChange={(depositRequired) => set({ depositRequired })}>
                {t('website.depositRequired')}
              </Switch>
              {form.depositRequired ? (
                <NumberField
                  label={t('website.depositPercent')}
                  value={form.depositPercent}
                  minValue={0}
                  maxValue={100}
                  step={1}
                  onChange={(v) => set({ depositPercent: Number.isFinite(v) ? v : 0 })}
                  errorMessage={message('depositPercent')}
                />
              ) : null}
            </>
          ) : (
            <p>{t('website.depositsOff')}</p>
          )}
          <TextArea label={t('website.cancellationPolicy')} value={form.cancellationPolicy} onChange={(cancellationPolicy) => set({ cancellationPolicy })} rows={4} maxLength={2000} isOptional errorMessage={message('cancellationPolicy')} />
          <TextArea label={t('website.noShowPolicy')} value={form.noShowPolicy} onChange={(noShowPolicy) => set({ noShowPolicy })} rows={4} maxLength={2000} isOptional errorMessage={message('noShowPolicy')} />
        </>
      )}
    </WebsiteSectionForm>
  );
}
