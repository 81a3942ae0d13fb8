// The current branch (spec §4): null without a business or branches; the current one while it
// is still there and allowed; otherwise the first allowed branch (every branch for org admins
// and the business's admins, otherwise the user's assigned branches).
export interface BranchChoiceInput {
  current: string | null;
  hasBusiness: boolean;
  branches: readonly { branchId: string }[];
  isAdmin: boolean;
  assigned: readonly { branchId: string }[];
}

export function allowedBranchIds({ branches, isAdmin, assigned }: Omit<BranchChoiceInput, 'current' | 'hasBusiness'>): string[] {
  if (isAdmin) return branches.map((b) => b.branchId);
  const mine = new Set(assigned.map((a) => a.branchId));
  return branches.filter((b) => mine.has(b.branchId)).map((b) => b.branchId);
}

export function pickCurrentBranch(input: BranchChoiceInput): string | null {
  if (!input.hasBusiness || input.branches.length === 0) return null;
  const allowed = allowedBranchIds(input);
  if (input.current !== null && allowed.includes(input.current)) return input.current;
  return allowed[0] ?? null;
}
