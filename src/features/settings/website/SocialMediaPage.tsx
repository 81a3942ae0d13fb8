import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@/lib/schemas/website-settings';
import { TextField } from '@/ui/TextField';
import { WebsiteSectionForm } from './WebsiteSectionForm';

/** /settings/website/socialMediaIcon: the links shown as icons on the booking page. */
export default function SocialMediaPage() {
  const { t } = useTranslation();
  return (
    <WebsiteSectionForm section="socialMedia" titleKey="settingsNav.website.socialMediaIcon">
      {({ form, set, message }) => (
        <>
          {SOCIAL_NETWORKS.map((n) => (
            <TextField key={n} label={t(`website.networks.${n}`)} type="url" value={form[n]} onChange={(v) => set({ [n]: v })} placeholder="https://" isOptional errorMessage={message(n)} />
          ))}
        </>
      )}
    </WebsiteSectionForm>
  );
}
