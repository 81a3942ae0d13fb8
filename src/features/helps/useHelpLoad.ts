import { useEffect, useState } from 'react';
import { useOnline } from '@/lib/useOnline';
import type { HelpLoad } from './help-client';

export type HelpLoadState<T> = HelpLoad<T> | { status: 'loading' };

/**
 * Runs a help-centre load whenever `key` changes, and again when the connection returns while
 * the answer is missing or stale (or on `retry`). Answers to an older key are dropped.
 */
export function useHelpLoad<T>(
  key: string,
  load: (online: boolean) => Promise<HelpLoad<T>>,
  /** A fresh cached answer, read at once so cached content shows on the first paint. */
  peek: () => HelpLoad<T> | null,
): { state: HelpLoadState<T>; retry: () => void } {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: HelpLoadState<T> }>(() => ({ key, value: peek() ?? { status: 'loading' } }));
  const current: HelpLoadState<T> = state.key === key ? state.value : (peek() ?? { status: 'loading' });
  const settled = current.status === 'ready' && !current.stale;
  useEffect(() => {
    if (settled) {
      if (state.key !== key) setState({ key, value: current });
      return;
    }
    let live = true;
    load(online).then(
      (value) => {
        if (live) setState({ key, value });
      },
      (error: unknown) => {
        console.error('Help content could not be loaded', error);
        if (live) setState({ key, value: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
    // `load` and `peek` are rebuilt each render; `key` names what they read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online, settled, attempt]);
  const retry = () => {
    setState({ key, value: { status: 'loading' } });
    setAttempt((n) => n + 1);
  };
  return { state: current, retry };
}
