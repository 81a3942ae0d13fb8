import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@/lib/api-types';
import { LANGUAGE_NAMES, LOCALES, normaliseLocale, type Locale } from '@/lib/locale';
import { changeLocale } from '@/i18n/i18n';
import { updateMember } from '@/data/mutations/members';
import { useMyMember } from '@/data/queries/members';
import { RecordImageField } from '@/features/team/RecordImageField';
import { PageFrame } from '@/ui/PageFrame';
import { PhoneInput } from '@/ui/PhoneInput';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { useSettingsForm } from '@/ui/useSettingsForm';
import './settings-account.css';

interface ProfileForm {
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: Locale;
}

/**
 * Account › General: the signed-in user's own profile. Any member may change their names, phone,
 * photo and language (the server refuses anything else about themselves); the e-mail is their
 * sign-in name, shown only. Saved through the outbox, so it works offline.
 */
export default function GeneralPage() {
  const { t, i18n } = useTranslation();
  const me = useMyMember();
  if (me === undefined) return null;
  if (me === null) {
    return (
      <PageFrame title={t('settingsNav.account.general')}>
        <p className="settings-form__hint">{t('accountGeneral.noAccount')}</p>
      </PageFrame>
    );
  }
  const initial: ProfileForm = {
    firstName: me.firstName,
    lastName: me.lastName,
    phone: me.phone === '' ? null : me.phone,
    locale: normaliseLocale(i18n.language) ?? 'en',
  };
  return <ProfileFormView key={JSON.stringify([initial, me.locale])} member={me} initial={initial} />;
}

function ProfileFormView({ member, initial }: { member: MemberRow; initial: ProfileForm }) {
  const { t } = useTranslation();
  const { form, set, message, banner } = useSettingsForm(initial, {
    save: async (next: ProfileForm) => {
      await updateMember(member.id, { firstName: next.firstName, lastName: next.lastName, phone: next.phone ?? '', locale: next.locale });
      if (next.locale !== initial.locale) await changeLocale(next.locale);
    },
    savedKey: 'accountGeneral.saved',
    savedOfflineKey: 'accountGeneral.savedOffline',
  });
  return (
    <PageFrame title={t('settingsNav.account.general')}>
      <form className="settings-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('accountGeneral.profile')}>
        <RecordImageField
          target={{ table: 'members', field: 'profileImageUrl', rowId: member.id, purpose: 'profileImage' }}
          saved={member.profileImageUrl}
          label={t('accountGeneral.photo')}
          canEdit
        />
        <TextField label={t('accountGeneral.firstName')} value={form.firstName} onChange={(firstName) => set({ firstName })} errorMessage={message('firstName')} isRequired autoComplete="given-name" />
        <TextField label={t('accountGeneral.lastName')} value={form.lastName} onChange={(lastName) => set({ lastName })} errorMessage={message('lastName')} isOptional autoComplete="family-name" />
        <TextField label={t('accountGeneral.email')} value={member.email} description={t('accountGeneral.emailHint')} isReadOnly />
        <PhoneInput label={t('accountGeneral.phone')} value={form.phone} onChange={(phone) => set({ phone })} errorMessage={message('phone')} isOptional />
        <Select
          label={t('accountGeneral.language')}
          options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          value={form.locale}
          onChange={(value) => set({ locale: normaliseLocale(value) ?? form.locale })}
          description={t('accountGeneral.languageHint')}
          errorMessage={message('locale')}
        />
        <UnsavedChangesBanner {...banner} />
      </form>
    </PageFrame>
  );
}
