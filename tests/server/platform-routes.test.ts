import { afterAll, beforeAll, describe } from 'vitest';
import { backends } from './helpers/backends';
import { FakeClock, startClockHarness } from './helpers/clock-harness';
import { businessOverrideSuite } from './platform/business-override';
import type { PlatformCtx } from './platform/context';
import { memberInviteSuite } from './platform/member-invite';
import { demoSeedSuite, notificationSuite } from './platform/notifications';
import { signupSessionSuite } from './platform/signup-sessions';
import { telemetrySuite } from './platform/telemetry';

/**
 * Notifications, clickstream, frontend errors, business override, sign-up sessions, member
 * invites: one API and database per backend for all of them (each suite in ./platform/).
 */
describe.each(backends())('platform routes on $name', (backend) => {
  let ctx: PlatformCtx | undefined;
  const get = (): PlatformCtx => {
    if (ctx === undefined) throw new Error('harness not started');
    return ctx;
  };
  beforeAll(async () => {
    const clock = new FakeClock();
    ctx = { backend, clock, h: await startClockHarness(backend, clock) };
  });
  afterAll(async () => {
    await ctx?.h.stop();
  });

  notificationSuite(get);
  telemetrySuite(get);
  businessOverrideSuite(get);
  signupSessionSuite(get);
  memberInviteSuite(get);
  // The demo seed is the same SQL on both backends; once (on the first) is enough.
  if (backend.name === 'pglite') demoSeedSuite(get);
});
