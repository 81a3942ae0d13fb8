/** One-time code entry: one character per box (spec §2.4, PIN/code length 6 of §9). */
export const CODE_LENGTH = 6;

export function sanitiseCode(text: string, numeric: boolean): string {
  const trimmed = text.replace(/\s+/g, '');
  return numeric ? trimmed.replace(/\D/g, '') : trimmed;
}

/**
 * Puts typed or pasted text into the boxes from `index` on. Returns the new values and the box to
 * focus next (the one after the last filled, or the last box).
 */
export function fillCode(
  values: readonly string[],
  index: number,
  text: string,
  numeric = true,
): { values: string[]; focusIndex: number } {
  const chars = Array.from(sanitiseCode(text, numeric));
  const next = [...values];
  if (chars.length === 0) return { values: next, focusIndex: index };
  // A whole code pasted anywhere fills all the boxes from the first.
  const start = chars.length >= values.length ? 0 : index;
  let last = start - 1;
  for (let i = 0; i < chars.length && start + i < next.length; i++) {
    next[start + i] = chars[i] ?? '';
    last = start + i;
  }
  return { values: next, focusIndex: Math.min(last + 1, next.length - 1) };
}
