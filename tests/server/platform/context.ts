import type { Backend } from '../helpers/backends';
import type { FakeClock } from '../helpers/clock-harness';
import type { Harness } from '../helpers/harness';

/** One API + database per backend, shared by the platform suites (a PGlite start is slow). */
export interface PlatformCtx {
  backend: Backend;
  h: Harness;
  clock: FakeClock;
}

export type GetCtx = () => PlatformCtx;
