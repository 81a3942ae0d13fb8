import * as rruleModule from 'rrule';

/**
 * rrule ships an ES module build (the browser bundle uses it) and a CommonJS main without an
 * `exports` map; Node's ES loader (the server runs under tsx) sees only the CommonJS
 * `default` there. This takes RRule from whichever the loader gave.
 */
type RRuleModule = typeof rruleModule;
const loaded: RRuleModule = rruleModule.RRule === undefined ? (rruleModule as unknown as { default: RRuleModule }).default : rruleModule;

export const RRule = loaded.RRule;
export type RRule = rruleModule.RRule;
