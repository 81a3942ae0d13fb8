// What the settings search of the navigation looks through: every settings page the user may see
// (the settings view's pages and sub-pages, and the organisation pages), each with its label, its
// group's label and its keyword lists in the three languages.
import type { TFunction } from 'i18next';
import type { Searchable } from '@/lib/keyword-search';
import { SETTINGS_KEYWORDS, settingsKeywords, type SettingsPageId } from '@/lib/settings-keywords';
import type { VisibleNavItem } from './nav-items';

export interface SettingsSearchEntry extends Searchable {
  id: string;
  labelKey: string;
  /** The group a sub-page belongs to (Account for its Password page), or null. */
  groupKey: string | null;
  href: string;
}

function isPageId(id: string): id is SettingsPageId {
  return Object.hasOwn(SETTINGS_KEYWORDS, id);
}

/** The pages of the visible settings items, enabled ones only, with their search terms. */
export function settingsSearchEntries(items: readonly VisibleNavItem[], branchId: string | null, t: TFunction): SettingsSearchEntry[] {
  return items.flatMap((item) => {
    if (item.disabled) return [];
    const pages =
      item.children.length === 0
        ? [{ id: item.id, labelKey: item.labelKey, groupKey: null, href: item.href(branchId), disabled: false }]
        : item.children.map((c) => ({ id: `${item.id}.${c.id}`, labelKey: c.labelKey, groupKey: item.labelKey, href: c.href(branchId), disabled: c.disabled }));
    return pages
      .filter((p) => !p.disabled)
      .map(({ id, labelKey, groupKey, href }) => ({
        id,
        labelKey,
        groupKey,
        href,
        terms: [t(labelKey), ...(groupKey ? [t(groupKey)] : []), ...(isPageId(id) ? settingsKeywords(id) : [])],
      }));
  });
}
