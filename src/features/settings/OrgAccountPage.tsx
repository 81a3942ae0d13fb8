import { links, type SettingsAccountPage } from '@/lib/links';
import { OrgGroupList } from './OrgGroupList';

const PAGES: readonly SettingsAccountPage[] = ['general', 'datetime', 'notifications', 'appearance', 'credentials', 'integrations'];

/** /settings/org/account: the account settings' pages. */
export default function OrgAccountPage() {
  return (
    <OrgGroupList titleKey="settingsNav.org.account" rule="settingsAccount" icon="users"
      entries={PAGES.map((p) => ({ titleKey: `settingsNav.account.${p}`, href: links.settingsAccount(p) }))} />
  );
}
