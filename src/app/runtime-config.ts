// Which stack this build talks to (API base, identity pool). The host serves it at /config.json;
// the service worker and localStorage keep the last answer so a cold start offline still works.
import type { RuntimeConfig } from '@/lib/api-types';

const STORAGE_KEY = 'bookit-runtime-config';

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    'apiBase' in value &&
    typeof value.apiBase === 'string' &&
    'auth' in value &&
    typeof value.auth === 'object' &&
    value.auth !== null
  );
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (response.ok) {
      const config: unknown = await response.json();
      if (isRuntimeConfig(config)) {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
        return config;
      }
    }
  } catch (error) {
    console.info('Runtime config not reachable; using the stored copy', error);
  }
  const stored = localStorage.getItem(STORAGE_KEY);
  const parsed: unknown = stored ? JSON.parse(stored) : null;
  if (isRuntimeConfig(parsed)) return parsed;
  throw new Error('The app cannot find its configuration. Connect to the internet and reload.');
}
