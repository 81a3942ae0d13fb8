// Module preloading (spec §4): once the shell is up, fetch the other screens' code in the
// background on the schedule of src/lib/preload-schedule.ts, so opening them later (or offline)
// does not wait for the network.
import { preloadSchedule, runPreloads } from '@/lib/preload-schedule';
import { holdUpdates } from '@/lib/update-holds';
import { SCREENS } from './screens';

function fastNetwork(): boolean {
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return standalone && connection?.effectiveType === '4g' && connection.saveData !== true;
}

/** Starts the schedule; an update waits for it. Returns a function that cancels what has not started. */
export function schedulePreloads(): () => void {
  const items = Object.values(SCREENS).map((s) => ({ group: s.group, load: s.load }));
  return runPreloads(preloadSchedule(items, fastNetwork()), () => holdUpdates('preload'), (error: unknown) => {
    console.info('[preload] a module could not be preloaded', error);
  });
}
