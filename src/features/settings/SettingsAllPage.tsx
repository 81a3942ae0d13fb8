import { useTranslation } from 'react-i18next';
import { RULES, type AreaRule } from '@/lib/area-rules';
import { visibilityOf } from '@/lib/access';
import { links } from '@/lib/links';
import { useAccess, useCurrentBranch } from '@/data/queries/access';
import type { IconName } from '@/ui/Icon';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { PageFrame } from '@/ui/PageFrame';

interface Entry {
  id: string;
  labelKey: string;
  descriptionKey: string;
  icon: IconName;
  rule: AreaRule;
  href: (branchId: string | null) => string;
}

const branchScoped = (build: (id: string) => string) => (branchId: string | null) => (branchId ? build(branchId) : links.settingsBranches());

const ENTRIES: Entry[] = [
  { id: 'account', labelKey: 'settingsNav.accountTitle', descriptionKey: 'settingsAll.account', icon: 'users', rule: 'settingsAccount', href: () => links.settingsAccount('general') },
  { id: 'business', labelKey: 'settingsNav.businessTitle', descriptionKey: 'settingsAll.business', icon: 'file', rule: 'settingsBusiness', href: () => links.settingsBusiness('general') },
  { id: 'bookings', labelKey: 'settingsNav.bookings', descriptionKey: 'settingsAll.bookings', icon: 'calendar', rule: 'settingsBookings', href: branchScoped(links.settingsBookings) },
  { id: 'branch', labelKey: 'settingsNav.branch', descriptionKey: 'settingsAll.branch', icon: 'mapPin', rule: 'settingsBranch', href: () => links.settingsBranches() },
  { id: 'communications', labelKey: 'settingsNav.communications', descriptionKey: 'settingsAll.communications', icon: 'phone', rule: 'settingsCommunications', href: branchScoped(links.settingsWhatsapp) },
  { id: 'checkout', labelKey: 'settingsNav.checkoutTitle', descriptionKey: 'settingsAll.checkout', icon: 'tag', rule: 'settingsCheckout', href: () => links.settingsCheckout('receipt') },
  { id: 'device', labelKey: 'settingsNav.device', descriptionKey: 'settingsAll.device', icon: 'qr', rule: 'settingsDevice', href: () => links.settingsDevice() },
  { id: 'website', labelKey: 'settingsNav.websiteTitle', descriptionKey: 'settingsAll.website', icon: 'externalLink', rule: 'settingsWebsite', href: () => links.settingsWebsite('bookingExperience') },
  { id: 'org', labelKey: 'settingsNav.orgTitle', descriptionKey: 'settingsAll.org', icon: 'users', rule: 'settingsOrgOnly', href: () => links.settingsOrg('business') },
];

/** All settings the user may open, by the rules of spec §6. */
export default function SettingsAllPage() {
  const { t } = useTranslation();
  const view = useAccess();
  const branchId = useCurrentBranch()?.branch?.branchId ?? null;
  const entries = view ? ENTRIES.filter((e) => visibilityOf(RULES[e.rule], view) === 'visible') : [];
  return (
    <PageFrame title={t('nav.settings')}>
      <RowList label={t('nav.settings')} variant="card">
        {entries.map((e) => (
          <RowListItem key={e.id}>
            <ListRow variant="card" icon={e.icon} title={t(e.labelKey)} description={t(e.descriptionKey)} href={e.href(branchId)} />
          </RowListItem>
        ))}
      </RowList>
    </PageFrame>
  );
}
