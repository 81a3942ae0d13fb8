import type { Backend } from './backends';
import { startHarness, type Harness } from './harness';

/** A clock the test moves by hand (no sleeping). */
export class FakeClock {
  constructor(private t = Date.parse('2025-06-01T02:00:00.000Z')) {}
  readonly now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

/** Like startHarness, with the API's clock under the test's control. */
export function startClockHarness(b: Backend, clock: FakeClock): Promise<Harness> {
  return startHarness(b, { clock: clock.now });
}
