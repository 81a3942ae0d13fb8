import { describe, expect, it } from 'vitest';
import { RangeSet } from 'dexie';
import { filterCustomers, NO_FILTER } from '@/lib/customers/filter';
import { changedKeys, compareByName, patchProjection, projectCustomer, type ProjectedCustomer } from '@/lib/customers/projection';

const row = (id: string, nameKey: string, extra: Partial<ProjectedCustomer> = {}): ProjectedCustomer => ({
  id, nameKey, birthday: null, branchId: null, visitsCount: 0, lastVisitAt: null, totalSpent: 0, ...extra,
});

describe('customers projection', () => {
  it('keeps only the fields the filters read', () => {
    const full = { ...row('a', 'ann lee', { birthday: '1990-03-04', totalSpent: 12 }), email: 'x@y.z', terms: ['ann'] };
    expect(projectCustomer(full)).toEqual(row('a', 'ann lee', { birthday: '1990-03-04', totalSpent: 12 }));
  });

  it('orders by name then id, as filterCustomers does', () => {
    const rows = [row('b', 'bo'), row('a2', 'ann'), row('a1', 'ann'), row('c', 'Ann')];
    expect([...rows].sort(compareByName).map((r) => r.id)).toEqual(filterCustomers(rows, NO_FILTER, new Date(), new Set()).map((r) => r.id));
  });

  it('patches written, moved and deleted rows into place, leaving the input alone', () => {
    const sorted = [row('1', 'amy'), row('2', 'ben'), row('3', 'cai'), row('4', 'dan')];
    const before = [...sorted];
    // 2 is renamed past 4, 3 is deleted (no fresh row), 5 is new, 9 changed but is not listed.
    const out = patchProjection(sorted, new Set(['2', '3', '5', '9']), [row('5', 'bea'), row('2', 'eve')]);
    expect(out.map((r) => r.id)).toEqual(['1', '5', '4', '2']);
    expect(sorted).toEqual(before);
    expect(patchProjection(sorted, new Set(), []).map((r) => r.id)).toEqual(['1', '2', '3', '4']);
  });

  it('matches a projection built from scratch after many random patches', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const truth = new Map<string, ProjectedCustomer>();
    let projection: ProjectedCustomer[] = [];
    for (let round = 0; round < 50; round++) {
      const changed = new Set<string>();
      const fresh: ProjectedCustomer[] = [];
      for (let k = 0; k < 10; k++) {
        const id = `c${rand(60)}`;
        changed.add(id);
        if (rand(4) === 0) truth.delete(id);
        else truth.set(id, row(id, `n${rand(20)}`));
      }
      for (const id of changed) {
        const now = truth.get(id);
        if (now) fresh.push(now);
      }
      projection = patchProjection(projection, changed, fresh);
      expect(projection).toEqual([...truth.values()].sort(compareByName));
    }
  });

  it('reads the single keys of a change set, and refuses ranges and too many keys', () => {
    expect(changedKeys(new RangeSet().addKeys(['b', 'a', 'c']), 10)?.sort()).toEqual(['a', 'b', 'c']);
    // As delivered from another tab or the sync worker: a structured clone, not a RangeSet.
    expect(changedKeys(structuredClone({ ...new RangeSet().addKeys(['x', 'y']) }), 10)?.sort()).toEqual(['x', 'y']);
    expect(changedKeys(new RangeSet(), 10)).toEqual([]);
    expect(changedKeys(undefined, 10)).toEqual([]);
    expect(changedKeys(new RangeSet('a', 'z'), 10)).toBeNull();
    expect(changedKeys(new RangeSet().addKeys(['a', 'b', 'c']), 2)).toBeNull();
  });
});
