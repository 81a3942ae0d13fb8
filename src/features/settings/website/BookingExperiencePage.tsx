import { useTranslation } from 'react-i18next';
import { useServices } from '@/data/queries/catalogue';
import { useMembers } from '@/data/queries/members';
import { STAFF_CHOICES, type WebsiteSettings } from '@/lib/schemas/website-settings';
import { MultiSelect } from '@/ui/MultiSelect';
import { Select } from '@/ui/Select';
import { WebsiteSectionForm } from './WebsiteSectionForm';

type Experience = WebsiteSettings['bookingExperience'];

/** The ids offered online: every one of `all` that is not hidden. */
const shown = (all: readonly { id: string }[], hidden: readonly string[]): string[] => all.filter((r) => !hidden.includes(r.id)).map((r) => r.id);
const hiddenOf = (all: readonly { id: string }[], picked: readonly string[]): string[] => all.filter((r) => !picked.includes(r.id)).map((r) => r.id);

/** /settings/website/bookingExperience: which services and staff the booking page offers, and how staff are chosen. */
export default function BookingExperiencePage() {
  const { t } = useTranslation();
  const services = useServices() ?? [];
  const members = (useMembers() ?? []).filter((m) => m.status !== 'deactivated');
  return (
    <WebsiteSectionForm section="bookingExperience" titleKey="settingsNav.website.bookingExperience">
      {({ form, set, message }) => (
        <>
          <Select
            label={t('website.staffChoice')}
            options={STAFF_CHOICES.map((c) => ({ value: c, label: t(`website.staffChoices.${c}`) }))}
            value={form.staffChoice}
            onChange={(v) => set({ staffChoice: v as Experience['staffChoice'] })}
            errorMessage={message('staffChoice')}
          />
          <MultiSelect
            label={t('website.servicesOnline')}
            options={services.map((s) => ({ value: s.id, label: s.name }))}
            value={shown(services, form.hiddenServiceIds)}
            onChange={(v) => set({ hiddenServiceIds: hiddenOf(services, v) })}
            errorMessage={message('hiddenServiceIds')}
          />
          <MultiSelect
            label={t('website.staffOnline')}
            options={members.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() }))}
            value={shown(members, form.hiddenMemberIds)}
            onChange={(v) => set({ hiddenMemberIds: hiddenOf(members, v) })}
            errorMessage={message('hiddenMemberIds')}
          />
        </>
      )}
    </WebsiteSectionForm>
  );
}
