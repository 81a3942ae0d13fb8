import type { CommissionPatternRow } from '@/lib/commissions/rows';
import { COMMISSION_ITEM_KINDS, type CommissionItemKind } from '@/lib/schemas/commission-pattern';

/** What this module needs of a pattern. */
export type ScopedPattern = Pick<CommissionPatternRow, 'id' | 'name' | 'itemKind' | 'category' | 'memberIds' | 'active'>;

/**
 * The items a pattern pays on: its kind and category (compared as the commission rule compares
 * them, trimmed and case-blind). Two patterns of one scope compete for the same sale lines, so a
 * member is on at most one of them; patterns of different scopes stack by design (the most
 * specific one pays, docs/decisions.md, issue 16).
 */
export function scopeKeyOf(p: Pick<ScopedPattern, 'itemKind' | 'category'>): string {
  return `${p.itemKind}:${p.category.trim().toLowerCase()}`;
}

export interface MemberScope<P extends ScopedPattern> {
  key: string;
  itemKind: CommissionItemKind;
  /** As the first pattern of the scope spells it; empty for every category. */
  category: string;
  /** What the member may be put on: the active patterns, and any archived one that still lists them; by name. */
  options: P[];
  /** The pattern of this scope the member is on, or null. */
  current: P | null;
}

const byName = (a: ScopedPattern, b: ScopedPattern): number => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The scopes a member can be given a pattern in, by kind (services, products, both) then category. */
export function memberScopes<P extends ScopedPattern>(patterns: readonly P[], memberId: string): MemberScope<P>[] {
  const groups = new Map<string, MemberScope<P>>();
  for (const p of [...patterns].sort(byName)) {
    if (!p.active && !p.memberIds.includes(memberId)) continue;
    const key = scopeKeyOf(p);
    const group = groups.get(key) ?? { key, itemKind: p.itemKind, category: p.category.trim(), options: [], current: null };
    group.options.push(p);
    if (group.current === null && p.memberIds.includes(memberId)) group.current = p;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        COMMISSION_ITEM_KINDS.indexOf(a.itemKind) - COMMISSION_ITEM_KINDS.indexOf(b.itemKind) ||
        (a.category === '' ? -1 : b.category === '' ? 1 : a.category.localeCompare(b.category)),
    );
}

export interface PatternMembersPatch {
  id: string;
  memberIds: string[];
}

/**
 * The pattern writes that put `memberId` on `targetId` (null: on none) within the scope `scopeKey`:
 * taken off every other pattern of the scope that lists them (archived ones too), then added to the
 * target, so that, applied in this order, they are never on two patterns of one scope, even if only
 * the first writes get through. Patterns whose list would not change get no write.
 */
export function moveMemberPatches(patterns: readonly ScopedPattern[], memberId: string, scopeKey: string, targetId: string | null): PatternMembersPatch[] {
  const scope = patterns.filter((p) => scopeKeyOf(p) === scopeKey);
  const target = targetId === null ? undefined : scope.find((p) => p.id === targetId);
  if (targetId !== null && target === undefined) throw new Error(`Pattern ${targetId} is not of scope ${scopeKey}`);
  const removals = scope
    .filter((p) => p.id !== targetId && p.memberIds.includes(memberId))
    .map((p) => ({ id: p.id, memberIds: p.memberIds.filter((m) => m !== memberId) }));
  const addition = target !== undefined && !target.memberIds.includes(memberId) ? [{ id: target.id, memberIds: [...target.memberIds, memberId] }] : [];
  return [...removals, ...addition];
}
