import fc from 'fast-check';
import type { CrashPoint } from './sync-device';

/**
 * The steps of a random sync schedule (sync-property.test.ts). Each prints as one short line, so
 * a failing schedule, shrunk by fast-check, reads as a numbered script.
 */

/** importCustomers: a customer import's chunk of new customers, one outbox entry (src/data/imports.ts). */
export const WRITE_OPS = ['createCustomer', 'updateCustomer', 'deleteCustomer', 'createService', 'updateService', 'deleteService', 'importCustomers'] as const;
export type WriteOp = (typeof WRITE_OPS)[number];
export const SERVER_FAULTS = ['500', 'reset', 'drop-after-commit', 'delay'] as const;
export type ServerFault = (typeof SERVER_FAULTS)[number] | 'none';
/** The device's users: two members of business 1, the owner of business 2. */
export const USER_NAMES = ['alice (business 1)', 'bob (business 1)', 'chen (business 2)'] as const;

export type Step =
  /** A mutation in the n-th open tab (modulo), on one of the signed-in user's own rows (`pick`, modulo). */
  | { kind: 'write'; tab: number; op: WriteOp; pick: number }
  | { kind: 'offline' }
  | { kind: 'online' }
  /** Every write the server receives from now on meets this fault (until the next faults step or the end). */
  | { kind: 'faults'; fault: ServerFault }
  /** The leader tab (or a follower) crashes now, or at its next request (before it leaves, or after its answer). */
  | { kind: 'crash'; target: 'leader' | 'follower'; when: 'now' | CrashPoint }
  | { kind: 'openTab' }
  | { kind: 'closeTab'; tab: number }
  /** The server now finds the signed-in user's token expired; refreshing it works, or not (identity unreachable). */
  | { kind: 'expireToken'; refreshFails: boolean }
  | { kind: 'signIn'; user: number }
  | { kind: 'signOut' }
  /** Lets the leader finish what it is doing (its pushes and pulls), as time passing would. */
  | { kind: 'wait' }
  /** An app update: every tab reloads into a release whose replica schema is one version up. */
  | { kind: 'upgrade' };

export function describeStep(step: Step): string {
  switch (step.kind) {
    case 'write':
      return `write in tab #${step.tab}: ${step.op}${step.op.startsWith('create') || step.op === 'importCustomers' ? '' : ` (own row #${step.pick})`}`;
    case 'faults':
      return step.fault === 'none' ? 'server faults off' : `server faults: every write ${step.fault}`;
    case 'crash':
      return `crash the ${step.target} tab ${step.when === 'now' ? 'now' : step.when.replace(/-/g, ' ')}`;
    case 'closeTab':
      return `close tab #${step.tab}`;
    case 'expireToken':
      return `token expires${step.refreshFails ? ', refresh fails' : ''}`;
    case 'signIn':
      return `sign in as ${USER_NAMES[step.user] ?? step.user}`;
    case 'signOut':
      return 'sign out';
    default:
      return step.kind;
  }
}

const printable = <T extends Step>(step: T): T => Object.assign(step, { [fc.toStringMethod]: () => describeStep(step) });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('write' as const), tab: fc.nat(2), op: fc.constantFrom(...WRITE_OPS), pick: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'offline' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'online' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('faults' as const), fault: fc.constantFrom<ServerFault>(...SERVER_FAULTS, 'none') }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('crash' as const),
      target: fc.constantFrom('leader' as const, 'follower' as const),
      when: fc.constantFrom('now' as const, 'before-next-request' as const, 'after-next-response' as const),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'openTab' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeTab' as const), tab: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expireToken' as const), refreshFails: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('signIn' as const), user: fc.nat(USER_NAMES.length - 1) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'signOut' as const }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'wait' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'upgrade' as const }) },
).map((step) => printable({ ...step }));

export interface Schedule {
  steps: Step[];
}

/** A schedule of 1 to `maxSteps` steps, printed one numbered step per line. */
export function scheduleArb(maxSteps: number): fc.Arbitrary<Schedule> {
  return fc.array(stepArb, { minLength: 1, maxLength: maxSteps }).map((steps) => {
    const schedule: Schedule = { steps };
    return Object.assign(schedule, {
      [fc.toStringMethod]: () => `\n${steps.map((s, i) => `  ${String(i + 1).padStart(2)}. ${describeStep(s)}`).join('\n')}\n`,
    });
  });
}
