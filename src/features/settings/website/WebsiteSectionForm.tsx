import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { updateWebsiteSettings } from '@/data/mutations/website-settings';
import { useWebsiteSettings } from '@/data/queries/website-settings';
import { useBusiness } from '@/data/queries/business';
import { useAwaitingFirstPull } from '@/data/queries/first-pull';
import type { WebsiteSection, WebsiteSettings } from '@/lib/schemas/website-settings';
import { PageFrame } from '@/ui/PageFrame';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { useSettingsForm } from '@/ui/useSettingsForm';
import '../checkout/settings-checkout.css';

/** What a website settings page draws: its section's draft, a setter, and the message at a field. */
export interface SectionFields<S extends WebsiteSection> {
  form: WebsiteSettings[S];
  set: (patch: Partial<WebsiteSettings[S]>) => void;
  message: (field: keyof WebsiteSettings[S] & string) => string | null;
}

/**
 * One `/settings/website/*` page: a form over one section of the business's website settings,
 * saved offline through the outbox with the unsaved-changes banner (spec §2.4).
 */
export function WebsiteSectionForm<S extends WebsiteSection>({ section, titleKey, children }: { section: S; titleKey: string; children: (f: SectionFields<S>) => ReactNode }) {
  const { t } = useTranslation();
  const settings = useWebsiteSettings();
  // Before the first pull the replica has no stored row and reads the defaults: a save then would overwrite the business's settings with them.
  const awaitingFirstPull = useAwaitingFirstPull();
  if (settings === undefined || awaitingFirstPull) return <PageFrame title={t(titleKey)} />;
  const initial = settings[section];
  return (
    <SectionForm key={section} section={section} titleKey={titleKey} initial={initial}>
      {children}
    </SectionForm>
  );
}

function SectionForm<S extends WebsiteSection>({ section, titleKey, initial, children }: { section: S; titleKey: string; initial: WebsiteSettings[S]; children: (f: SectionFields<S>) => ReactNode }) {
  const { t } = useTranslation();
  const { form, set, message, banner } = useSettingsForm(initial, {
    save: (next) => updateWebsiteSettings({ [section]: next }),
    savedKey: 'website.saved',
    savedOfflineKey: 'website.savedOffline',
    errorPrefix: `${section}.`,
  });
  const business = useBusiness();
  return (
    <PageFrame title={t(titleKey)}>
      <form className="settings-checkout" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t(titleKey)}>
        {business && (
          <p>
            <a href={`/book/${encodeURIComponent(business.shortCode)}`} target="_blank" rel="noopener noreferrer">
              {t('website.preview')}
            </a>{' '}
            {t('website.previewHint')}
          </p>
        )}
        <section className="settings-card">{children({ form, set, message })}</section>
        <UnsavedChangesBanner {...banner} />
      </form>
    </PageFrame>
  );
}
