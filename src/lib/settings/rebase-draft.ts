type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
/** JSON with every record's keys sorted: a stored row and a draft may list the same fields in another order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isFields(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical(value[k])]));
}

/** Whether two documents hold the same values, whatever the order of their fields. */
export function sameDocument(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
const same = sameDocument;

/**
 * A form's draft when the saved document it was opened on changes underneath it (the first sync
 * brings the stored row, another device saves): an untouched draft becomes the new document; a
 * touched one keeps every field the user changed and takes the new value of every other field.
 * Nothing the user typed is lost, and nothing they did not touch goes stale.
 */
export function rebaseDraft<T>(draft: T, base: T, next: T): T {
  if (same(draft, base)) return next;
  if (!isFields(draft) || !isFields(base) || !isFields(next)) return draft;
  const out: Fields = { ...next };
  for (const key of Object.keys(draft)) if (!same(draft[key], base[key])) out[key] = draft[key];
  return out as T;
}
