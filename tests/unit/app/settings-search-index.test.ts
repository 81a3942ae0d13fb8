import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ORG_SETTINGS_NAV, SETTINGS_NAV, type NavItem, type VisibleNavItem } from '@/app/shell/nav-items';
import { settingsSearchEntries } from '@/app/shell/settings-search-index';
import { searchKeywords } from '@/lib/keyword-search';
import { SETTINGS_KEYWORDS } from '@/lib/settings-keywords';

// Labels stand for themselves: the test reads keys, not translations.
const t = ((key: string) => key) as unknown as TFunction;

function visible(items: readonly NavItem[], disabled: ReadonlySet<string> = new Set()): VisibleNavItem[] {
  return items.map((item) => ({
    ...item,
    disabled: disabled.has(item.id),
    children: (item.children ?? []).map((c) => ({ ...c, disabled: disabled.has(`${item.id}.${c.id}`) })),
  }));
}

describe('settings search index', () => {
  const all = visible([...SETTINGS_NAV, ...ORG_SETTINGS_NAV]);

  it('gives every settings page of the navigation its keyword lists, and no list is left without a page', () => {
    const ids = settingsSearchEntries(all, 'branch-1', t).map((e) => e.id);
    expect(ids.filter((id) => !(id in SETTINGS_KEYWORDS))).toEqual([]);
    expect(Object.keys(SETTINGS_KEYWORDS).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('links branch-scoped pages to the current branch and names the group of a sub-page', () => {
    const entries = settingsSearchEntries(all, 'branch-1', t);
    expect(entries.find((e) => e.id === 'bookings')?.href).toBe('/settings/bookings/branch-1');
    expect(entries.find((e) => e.id === 'account.credentials')).toMatchObject({ groupKey: 'settingsNav.accountTitle', href: '/settings/account/credentials' });
  });

  it('leaves out pages the user may not open, and finds the rest by any language', () => {
    const entries = settingsSearchEntries(visible(SETTINGS_NAV, new Set(['device', 'account.credentials'])), null, t);
    expect(entries.map((e) => e.id)).not.toContain('device');
    expect(searchKeywords(entries, 'kata laluan')).toEqual([]);
    expect(searchKeywords(entries, 'cetak resit').map((m) => m.item.id)).toEqual(['checkout.receipt']);
  });
});
