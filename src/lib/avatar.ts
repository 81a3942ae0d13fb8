/** Avatar helpers (spec §9): a palette of 10 colours chosen by a hash of the name; at most 2 initials. */
export const AVATAR_PALETTE_SIZE = 10;

/** A stable, non-negative 32-bit string hash (djb2). */
export function hashString(value: string): number {
  let hash = 5381;
  for (let i = 0; i < value.length; i++) hash = ((hash << 5) + hash + value.charCodeAt(i)) | 0;
  return hash >>> 0;
}

export function avatarColorIndex(name: string): number {
  return hashString(name.trim().toLowerCase()) % AVATAR_PALETTE_SIZE;
}

/**
 * Words that join a person's name to a parent's in Malay and Indian names, never initials:
 * bin/binti/bte/bt (son/daughter of), a/l and a/p (anak lelaki/perempuan), s/o and d/o.
 */
const CONNECTORS = new Set(['bin', 'bn', 'binti', 'bint', 'bte', 'bt', 'binte', 'a/l', 'a/p', 's/o', 'd/o', 'anak']);

/** Scripts written without spaces between given and family name: the first character stands for the name. */
const HAN = /^\p{Script=Han}/u;

/**
 * "Siti Nur Aisyah" → "SN"; "Aiman bin Hamid" → "AH"; "Kumar a/l Rajan" → "KR"; "alice" → "A";
 * "陈小明" → "陈". The first letter of the first two words that are not connectors.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '' && !CONNECTORS.has(w.toLowerCase().replace(/\.$/, '')));
  const first = words[0];
  if (first !== undefined && HAN.test(first) && words.length === 1) return Array.from(first)[0] ?? '';
  return words
    .slice(0, 2)
    .map((w) => Array.from(w.replace(/^[^\p{L}\p{N}]+/u, ''))[0]?.toUpperCase() ?? '')
    .join('');
}
