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

/** "Siti Nur Aisyah" → "SN"; "alice" → "A"; "陈小明" → "陈". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]?.toUpperCase() ?? '')
    .join('');
}
