// Stale-code recovery (spec §4): after a deploy, an old page may ask for a module file that no
// longer exists. Reload to get the new build, at most 3 times per tab (counted in session storage).
export const STALE_RELOAD_KEY = 'bookit-stale-reloads';
export const STALE_RELOAD_LIMIT = 3;

const PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isDynamicImportFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return PATTERNS.some((p) => p.test(text));
}

/** Whether another reload is allowed; counts it when so. */
export function takeReloadAttempt(storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const used = Number(storage.getItem(STALE_RELOAD_KEY) ?? '0');
  if (!Number.isFinite(used) || used >= STALE_RELOAD_LIMIT) return false;
  storage.setItem(STALE_RELOAD_KEY, String(used + 1));
  return true;
}
