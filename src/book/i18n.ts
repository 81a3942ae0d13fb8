// The booking page's strings: public/locales/{lng}/book.json, a namespace of its own so a
// customer's phone fetches a few kilobytes, not the back office's whole dictionary.

export const LANGUAGES = ['en', 'ms-MY', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

type Dict = { [key: string]: string | Dict };
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The visitor's language from the browser (Malay and Chinese by their prefixes), English otherwise. */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const l of languages) {
    const lower = l.toLowerCase();
    if (lower.startsWith('ms')) return 'ms-MY';
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A translator over a loaded dictionary: `{{name}}` placeholders, the key itself when missing. */
export function translator(dict: Dict): Translate {
  return (key, vars = {}) => (lookup(dict, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export async function loadDictionary(lng: Language): Promise<Dict> {
  const res = await fetch(`/locales/${lng}/book.json`);
  if (!res.ok) throw new Error(`The ${lng} strings did not load (${res.status})`);
  return (await res.json()) as Dict;
}
