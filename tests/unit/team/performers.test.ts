import { describe, expect, it } from 'vitest';
import { performersOf, performs, withPerformer } from '@/lib/team/performers';

const team = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe("who performs a service (the service's memberIds)", () => {
  it('an empty list is anyone; a list is only those members', () => {
    expect(performs({ memberIds: [] }, 'a')).toBe(true);
    expect(performs({ memberIds: ['b'] }, 'a')).toBe(false);
    expect(performs({ memberIds: ['b'] }, 'b')).toBe(true);
  });

  it('offers the booking form only the members who perform the chosen service', () => {
    expect(performersOf({ memberIds: ['c', 'a'] }, team).map((m) => m.id)).toEqual(['a', 'c']);
    expect(performersOf({ memberIds: [] }, team)).toEqual(team);
    expect(performersOf(undefined, team)).toEqual(team);
  });

  it('adds and removes a member, listing everyone else when one leaves a service anyone performs', () => {
    expect(withPerformer({ memberIds: ['b'] }, 'a', true, ['a', 'b', 'c'])).toEqual(['b', 'a']);
    expect(withPerformer({ memberIds: ['a', 'b'] }, 'a', true, ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(withPerformer({ memberIds: [] }, 'a', true, ['a', 'b', 'c'])).toEqual([]);
    expect(withPerformer({ memberIds: ['a', 'b'] }, 'a', false, ['a', 'b', 'c'])).toEqual(['b']);
    expect(withPerformer({ memberIds: [] }, 'b', false, ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });
});
