import { links, type SettingsWebsitePage } from '@/lib/links';
import { OrgGroupList } from './OrgGroupList';

const PAGES: readonly SettingsWebsitePage[] = ['bookingExperience', 'appearance', 'dataPrivacy', 'bookingPolicy', 'payment', 'socialMediaIcon'];

/** /settings/org/website: the website settings' pages. */
export default function OrgWebsitePage() {
  return (
    <OrgGroupList titleKey="settingsNav.org.website" rule="settingsWebsite" icon="externalLink"
      entries={PAGES.map((p) => ({ titleKey: `settingsNav.website.${p}`, href: links.settingsWebsite(p) }))} />
  );
}
