// Matching a search text against keyword lists (spec §2.3: settings pages have searchable keyword
// lists in English, Chinese and Malay). Every language's keywords are searched whatever the UI
// language, so a Malay word finds its page in an English interface. Case, accents, full-width
// forms and dashes do not matter; every word typed must be found, each in some keyword.

export interface Searchable {
  /** The words that find this entry: its labels and keywords, in any language. */
  terms: readonly string[];
}

export interface KeywordMatch<T> {
  item: T;
  /** 3: a term equals the text; 2: a term starts with it; 1: all its words found. */
  score: number;
  /** The term that matched best, as written (shown so a match in another language makes sense). */
  matched: string;
}

/** Lowercase, accents and width folded, dashes and runs of spaces made one space. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_‐-―·・]+/gu, ' ')
    .trim();
}

const HAN = /\p{Script=Han}/u;

/**
 * Whether one typed word is in a term. Chinese is written without spaces, so any part of a
 * term counts; a Latin word of one or two letters must start a word of the term ("ic" should
 * not find "public"), a longer one may sit anywhere ("word" finds "password").
 */
function wordIn(word: string, term: string): boolean {
  if (HAN.test(word) || word.length >= 3) return term.includes(word);
  return term.split(' ').some((part) => part.startsWith(word));
}

function scoreTerm(query: string, words: readonly string[], term: string): number {
  if (term === query) return 3;
  if (term.startsWith(query) || term.split(' ').some((part) => part.startsWith(query))) return 2;
  return words.every((w) => wordIn(w, term)) ? 1 : 0;
}

/**
 * The entries whose terms hold every word of the text, best first (equal scores keep the given
 * order). An empty text matches nothing.
 */
export function searchKeywords<T extends Searchable>(items: readonly T[], text: string): KeywordMatch<T>[] {
  const query = normaliseSearchText(text);
  if (query === '') return [];
  const words = query.split(' ');
  const matches: KeywordMatch<T>[] = [];
  for (const item of items) {
    const terms = item.terms.map((term) => ({ term, normal: normaliseSearchText(term) }));
    if (!words.every((w) => terms.some((t) => wordIn(w, t.normal)))) continue;
    let best = { score: 1, matched: terms.find((t) => wordIn(words[0] ?? '', t.normal))?.term ?? '' };
    for (const t of terms) {
      const score = scoreTerm(query, words, t.normal);
      if (score > best.score) best = { score, matched: t.term };
    }
    matches.push({ item, ...best });
  }
  return matches
    .map((m, index) => ({ m, index }))
    .sort((a, b) => b.m.score - a.m.score || a.index - b.index)
    .map(({ m }) => m);
}
