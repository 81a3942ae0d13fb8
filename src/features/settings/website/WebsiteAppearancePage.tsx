import { useTranslation } from 'react-i18next';
import { THEMES, type WebsiteSettings } from '@/lib/schemas/website-settings';
import { ColorPicker } from '@/ui/ColorPicker';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { WebsiteSectionForm } from './WebsiteSectionForm';

/** /settings/website/appearance: the booking page's logo, cover image, colours and light or dark look. */
export default function WebsiteAppearancePage() {
  const { t } = useTranslation();
  return (
    <WebsiteSectionForm section="appearance" titleKey="settingsNav.website.appearance">
      {({ form, set, message }) => (
        <>
          <TextField label={t('website.logoUrl')} type="url" value={form.logoUrl} onChange={(logoUrl) => set({ logoUrl })} isOptional errorMessage={message('logoUrl')} />
          <TextField label={t('website.coverImageUrl')} type="url" value={form.coverImageUrl} onChange={(coverImageUrl) => set({ coverImageUrl })} isOptional errorMessage={message('coverImageUrl')} />
          <ColorPicker label={t('website.primaryColour')} value={form.primaryColour} onChange={(primaryColour) => set({ primaryColour })} />
          <ColorPicker label={t('website.accentColour')} value={form.accentColour} onChange={(accentColour) => set({ accentColour })} />
          <Select
            label={t('website.theme')}
            options={THEMES.map((v) => ({ value: v, label: t(`website.themes.${v}`) }))}
            value={form.theme}
            onChange={(v) => set({ theme: v as WebsiteSettings['appearance']['theme'] })}
            errorMessage={message('theme')}
          />
        </>
      )}
    </WebsiteSectionForm>
  );
}
