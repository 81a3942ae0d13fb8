import { describe, expect, it } from 'vitest';
import { pickCurrentBranch } from '@/lib/current-branch';

const branches = [{ branchId: 'a' }, { branchId: 'b' }, { branchId: 'c' }];

describe('current branch (spec §4)', () => {
  it('is null without a business or without branches', () => {
    expect(pickCurrentBranch({ current: 'a', hasBusiness: false, branches, isAdmin: true, assigned: [] })).toBeNull();
    expect(pickCurrentBranch({ current: 'a', hasBusiness: true, branches: [], isAdmin: true, assigned: [] })).toBeNull();
  });
  it('keeps the current branch while it is still there and allowed', () => {
    expect(pickCurrentBranch({ current: 'b', hasBusiness: true, branches, isAdmin: true, assigned: [] })).toBe('b');
    expect(pickCurrentBranch({ current: 'c', hasBusiness: true, branches, isAdmin: false, assigned: [{ branchId: 'c' }] })).toBe('c');
  });
  it('falls back to the first allowed branch: any for admins, assigned ones otherwise', () => {
    expect(pickCurrentBranch({ current: 'gone', hasBusiness: true, branches, isAdmin: true, assigned: [] })).toBe('a');
    expect(pickCurrentBranch({ current: null, hasBusiness: true, branches, isAdmin: false, assigned: [{ branchId: 'c' }, { branchId: 'b' }] })).toBe('b');
    expect(pickCurrentBranch({ current: 'a', hasBusiness: true, branches, isAdmin: false, assigned: [{ branchId: 'c' }] })).toBe('c');
  });
  it('is null when a member is assigned to none of the branches', () => {
    expect(pickCurrentBranch({ current: null, hasBusiness: true, branches, isAdmin: false, assigned: [{ branchId: 'x' }] })).toBeNull();
  });
});
