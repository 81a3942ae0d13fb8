import { describe, expect, it } from 'vitest';
import { memberScopes, moveMemberPatches, scopeKeyOf, type PatternMembersPatch, type ScopedPattern } from '@/lib/commissions/member-patterns';

const pattern = (id: string, over: Partial<ScopedPattern>): ScopedPattern => ({ id, name: id, itemKind: 'service', category: '', memberIds: [], active: true, ...over });

const hair = pattern('hair', { name: 'Stylists: hair', category: 'Hair', memberIds: ['m1'] });
const therapists = pattern('therapists', { name: 'Therapists', memberIds: ['m1', 'm2'] });
const seniors = pattern('seniors', { name: 'Senior therapists', memberIds: [] });
const retail = pattern('retail', { name: 'Retail', itemKind: 'product', memberIds: ['m1', 'm2'] });
const old = pattern('old', { name: 'Old', itemKind: 'any', memberIds: ['m2'], active: false });
const all = [therapists, retail, hair, seniors, old];

/** The patterns once the writes are applied, in their order. */
function apply(patterns: readonly ScopedPattern[], patches: readonly PatternMembersPatch[]): ScopedPattern[] {
  return patches.reduce((rows, patch) => rows.map((p) => (p.id === patch.id ? { ...p, memberIds: patch.memberIds } : p)), [...patterns]);
}

/** How many patterns of each scope list the member. */
function perScope(patterns: readonly ScopedPattern[], memberId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of patterns) if (p.memberIds.includes(memberId)) counts.set(scopeKeyOf(p), (counts.get(scopeKeyOf(p)) ?? 0) + 1);
  return counts;
}

describe("a member's commission patterns", () => {
  it('groups patterns by the items they pay on, case-blind on the category', () => {
    expect(scopeKeyOf({ itemKind: 'service', category: ' hair ' })).toBe(scopeKeyOf({ itemKind: 'service', category: 'Hair' }));
    expect(scopeKeyOf({ itemKind: 'service', category: '' })).not.toBe(scopeKeyOf({ itemKind: 'product', category: '' }));
  });

  it('lists the scopes by kind then category, each with its options by name and the pattern the member is on', () => {
    const scopes = memberScopes(all, 'm1');
    expect(scopes.map((s) => [s.itemKind, s.category])).toEqual([['service', ''], ['service', 'Hair'], ['product', '']]);
    expect(scopes[0]?.options.map((p) => p.id)).toEqual(['seniors', 'therapists']);
    expect(scopes.map((s) => s.current?.id ?? null)).toEqual(['therapists', 'hair', 'retail']);
  });

  it('offers an archived pattern only to a member it still lists', () => {
    expect(memberScopes(all, 'm1').some((s) => s.options.some((p) => p.id === 'old'))).toBe(false);
    const m2 = memberScopes(all, 'm2').find((s) => s.itemKind === 'any');
    expect(m2?.current?.id).toBe('old');
    expect(memberScopes(all, 'm3').map((s) => s.current)).toEqual([null, null, null]);
  });

  it('moves a member: off the pattern of the scope that lists them first, then onto the chosen one', () => {
    const patches = moveMemberPatches(all, 'm1', scopeKeyOf(therapists), 'seniors');
    expect(patches).toEqual([
      { id: 'therapists', memberIds: ['m2'] },
      { id: 'seniors', memberIds: ['m1'] },
    ]);
    const after = apply(all, patches);
    expect(memberScopes(after, 'm1')[0]?.current?.id).toBe('seniors');
    // The other scopes keep the member: hair and retail are untouched.
    expect(after.find((p) => p.id === 'hair')?.memberIds).toEqual(['m1']);
    expect(after.find((p) => p.id === 'retail')?.memberIds).toEqual(['m1', 'm2']);
  });

  it('takes a member off every pattern of the scope for none, and writes nothing when nothing changes', () => {
    expect(moveMemberPatches(all, 'm1', scopeKeyOf(therapists), null)).toEqual([{ id: 'therapists', memberIds: ['m2'] }]);
    expect(moveMemberPatches(all, 'm1', scopeKeyOf(therapists), 'therapists')).toEqual([]);
    expect(moveMemberPatches(all, 'm3', scopeKeyOf(therapists), null)).toEqual([]);
  });

  it('never leaves a member on two patterns of one scope, even one already on two (and whatever prefix of the writes lands)', () => {
    const twice = [therapists, { ...seniors, memberIds: ['m1'] }, pattern('third', { name: 'Third', category: ' ' })];
    for (const target of ['therapists', 'seniors', 'third', null]) {
      const patches = moveMemberPatches(twice, 'm1', scopeKeyOf(therapists), target);
      const after = apply(twice, patches);
      expect(perScope(after, 'm1').get(scopeKeyOf(therapists)) ?? 0).toBe(target === null ? 0 : 1);
      expect(after.filter((p) => p.memberIds.includes('m1')).map((p) => p.id)).toEqual(target === null ? [] : [target]);
      // Every write but the last is a removal: a half-sent move never adds a second pattern.
      for (let n = 1; n < patches.length; n += 1) expect((perScope(apply(twice, patches.slice(0, n)), 'm1').get(scopeKeyOf(therapists)) ?? 0) <= 1).toBe(true);
    }
  });

  it('refuses a target of another scope', () => {
    expect(() => moveMemberPatches(all, 'm1', scopeKeyOf(therapists), 'retail')).toThrow();
  });
});
