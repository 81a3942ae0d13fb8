/**
 * Column mapping of an import: which column of the file feeds which field. Guessed from the
 * header cells (in any language the field lists aliases for), fixed by the user.
 */
export interface ImportField<K extends string = string> {
  key: K;
  /** Header texts that mean this field (English, Chinese, Malay…), compared normalised. */
  aliases: readonly string[];
  required?: boolean;
}

/** Field → column index in the file, or null when no column feeds it. */
export type ColumnMapping<K extends string = string> = Record<K, number | null>;

/** Lower case, without spaces, punctuation or a byte-order mark: "E-mail Address" → "emailaddress". */
export function normaliseHeader(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.:/()#*'"]+/g, '');
}

/**
 * Each field takes the first column whose header matches one of its aliases exactly; then fields
 * still without one take a column whose header starts with an alias. A column feeds one field.
 */
export function guessMapping<K extends string>(headers: readonly string[], fields: readonly ImportField<K>[]): ColumnMapping<K> {
  const normal = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const mapping = Object.fromEntries(fields.map((f) => [f.key, null])) as ColumnMapping<K>;
  const pass = (matches: (header: string, alias: string) => boolean) => {
    for (const field of fields) {
      if (mapping[field.key] !== null) continue;
      const aliases = field.aliases.map(normaliseHeader).filter((a) => a !== '');
      const index = normal.findIndex((header, i) => !taken.has(i) && header !== '' && aliases.some((alias) => matches(header, alias)));
      if (index >= 0) {
        mapping[field.key] = index;
        taken.add(index);
      }
    }
  };
  pass((header, alias) => header === alias);
  pass((header, alias) => alias.length >= 2 && header.startsWith(alias));
  return mapping;
}

/** Required fields that no column feeds. */
export function unmappedRequired<K extends string>(mapping: ColumnMapping<K>, fields: readonly ImportField<K>[]): K[] {
  return fields.filter((f) => f.required === true && mapping[f.key] === null).map((f) => f.key);
}

/** The record of one row under a mapping: each field's cell text, trimmed ('' when unmapped or missing). */
export function mapRow<K extends string>(cells: readonly string[], mapping: ColumnMapping<K>): Record<K, string> {
  const record = {} as Record<K, string>;
  for (const key of Object.keys(mapping) as K[]) {
    const index = mapping[key];
    record[key] = index === null ? '' : (cells[index] ?? '').trim();
  }
  return record;
}
