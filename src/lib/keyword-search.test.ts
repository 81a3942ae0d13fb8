import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchKeywords } from './keyword-search';
import { LOCALES } from './locale';
import { SETTINGS_KEYWORDS, settingsKeywords, type SettingsPageId } from './settings-keywords';

const pages = (Object.keys(SETTINGS_KEYWORDS) as SettingsPageId[]).map((id) => ({ id, terms: settingsKeywords(id) }));
const found = (text: string) => searchKeywords(pages, text).map((m) => m.item.id);

describe('keyword search', () => {
  it('folds case, accents, full-width forms and dashes', () => {
    expect(normaliseSearchText('  E-Mél  ')).toBe('e mel');
    expect(normaliseSearchText('ＵＳＢ')).toBe('usb');
    expect(normaliseSearchText('12-hour')).toBe('12 hour');
  });

  it('matches nothing for empty text', () => {
    expect(searchKeywords(pages, '   ')).toEqual([]);
  });

  it('finds a page by its keywords in any of the three languages', () => {
    expect(found('password')[0]).toBe('account.credentials');
    expect(found('密码')[0]).toBe('account.credentials');
    expect(found('kata laluan')[0]).toBe('account.credentials');
    expect(found('Pencetak')).toEqual(['device']);
    expect(found('打印机')).toEqual(['device']);
  });

  it('finds Chinese inside a longer term, and every typed word must match', () => {
    expect(found('时区')).toContain('account.datetime');
    expect(found('dark mode')).toEqual(['account.appearance']);
    expect(found('dark billing')).toEqual([]);
  });

  it('ranks an exact keyword before a prefix before a partial match, and says which keyword matched', () => {
    const items = [
      { id: 'partial', terms: ['onepassword vault'] },
      { id: 'prefix', terms: ['password manager'] },
      { id: 'exact', terms: ['Password'] },
    ];
    const result = searchKeywords(items, 'password');
    expect(result.map((m) => m.item.id)).toEqual(['exact', 'prefix', 'partial']);
    expect(result[0]?.matched).toBe('Password');
    expect(searchKeywords(items, 'word').map((m) => m.score)).toEqual([1, 1, 1]);
  });

  it('does not match a one- or two-letter word inside another word', () => {
    const items = [{ id: 'public', terms: ['public holiday'] }, { id: 'ic', terms: ['ic number'] }];
    expect(searchKeywords(items, 'ic').map((m) => m.item.id)).toEqual(['ic']);
  });

  it('has keywords in every language for every settings page', () => {
    for (const id of Object.keys(SETTINGS_KEYWORDS) as SettingsPageId[]) {
      for (const locale of LOCALES) expect(SETTINGS_KEYWORDS[id][locale].length, `${id} ${locale}`).toBeGreaterThan(0);
    }
  });
});
