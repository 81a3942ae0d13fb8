import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { accessOf, type Access, type VisibilityContext } from '@/lib/access';
import { resolveFeatures } from '@/lib/features';
import { allowedBranchIds, pickCurrentBranch } from '@/lib/current-branch';
import { useStore } from '@/lib/store';
import type { MemberBranch, SessionBranch } from '@/lib/api-types';
import { db } from '@/data/db';
import { branchChoice, overrideExpired, overrideState } from '@/data/local-preferences';
import { useSession } from '@/data/queries/session';
import type { SessionData } from '@/data/meta';

export interface AccessView extends VisibilityContext {
  /** Whose permissions apply: the user's own, or the member an override views as. */
  viewingAs: 'self' | 'org-admin' | 'member';
  /** The branches of the member an override views as (their assigned branches). */
  memberBranches: MemberBranch[] | null;
}

/**
 * What the signed-in user may see (spec §6): their access, the feature flags in force (with a
 * provider admin's toggles) and demo mode. While the session is the business an active override
 * names (the device syncs it instead of the admin's own, see current-business.ts), "as a specific
 * user" applies that member's permissions from the replica and "as org admin" full access.
 */
/**
 * The /initial session with the business (its own row), its branches and the signed-in user's
 * rights and branches taken from the replica when it has them: a change made on another device (a permission lowered,
 * a branch opened or removed) applies after this device's next pull, without a new /initial.
 */
export function useLiveSession(): SessionData | null | undefined {
  const session = useSession();
  const userId = session?.user.userId;
  const businessId = session?.business.businessId;
  const self = useLiveQuery(() => (userId && businessId ? db.members.get(userId) : undefined), [userId, businessId]);
  // The organisation's name, country, currency and time zone as last changed anywhere.
  const business = useLiveQuery(() => (businessId ? db.businesses.get(businessId) : undefined), [businessId]);
  // Branches opened or removed elsewhere arrive through the feed before the next /initial.
  const branches = useLiveQuery(
    async () => (businessId ? (await db.branches.filter((b) => b.businessId === businessId).toArray()).sort((a, b) => a.name.localeCompare(b.name)) : []),
    [businessId],
  );
  return useMemo(() => {
    if (!session) return session;
    let live = session;
    if (branches !== undefined && branches.length > 0) {
      live = { ...live, branches: branches.map((b) => ({ branchId: b.id, name: b.name, imageUrl: b.imageUrl })) };
    }
    if (business) {
      const { name, country, currency, timeZone } = business;
      live = { ...live, business: { ...live.business, name, country, currency, timeZone } };
    }
    if (self && self.businessId === session.business.businessId) {
      const { orgAccessLevel, permissions, branches: assigned } = self;
      live = { ...live, user: { ...live.user, orgAccessLevel, permissions, branches: assigned } };
    }
    return live;
  }, [session, self, branches, business]);
}

export function useAccess(): AccessView | undefined {
  const session = useLiveSession();
  const override = useStore(overrideState);
  const merchant = override.merchant;
  const memberId = merchant && merchant.overwritingPerspective === 'user' ? merchant.overwritingMemberId : null;
  const member = useLiveQuery(() => (memberId ? db.members.get(memberId) : undefined), [memberId]);
  return useMemo(() => {
    if (!session) return undefined;
    const features = resolveFeatures(session.business.features, override.features);
    const demoMode = session.business.businessId === '';
    let access: Access = accessOf(session.user, session.business);
    let viewingAs: AccessView['viewingAs'] = 'self';
    let memberBranches: MemberBranch[] | null = null;
    const overriding =
      merchant !== null &&
      merchant.userId === session.user.userId &&
      merchant.overwritingMerchantId === session.business.businessId &&
      !overrideExpired(merchant);
    if (merchant && overriding && access.isLaunchitAdmin) {
      if (merchant.overwritingPerspective === 'org-admin') {
        // Still the provider admin: the debug button (and with it "remove override") stays.
        access = { ...accessOf({ ...session.user, _internalRole: null, orgAccessLevel: 'admin' }, null), isLaunchitAdmin: true };
        viewingAs = 'org-admin';
      } else if (member) {
        const asMember = accessOf(
          { userId: member.id, orgAccessLevel: member.orgAccessLevel, permissions: member.permissions, _internalRole: null },
          session.business,
        );
        access = { ...asMember, isLaunchitAdmin: true };
        viewingAs = 'member';
        memberBranches = member.branches;
      }
    }
    return { access, features, demoMode, viewingAs, memberBranches };
  }, [session, override.features, merchant, member]);
}

export interface CurrentBranch {
  branch: SessionBranch | null;
  /** Branches the user may switch to. */
  allowed: SessionBranch[];
}

/** The current branch by the rule of spec §4, and the branches the switcher offers. */
export function useCurrentBranch(): CurrentBranch | undefined {
  const session = useLiveSession();
  const choices = useStore(branchChoice);
  const view = useAccess();
  return useMemo(() => {
    if (!session || !view) return undefined;
    const businessId = session.business.businessId;
    const isAdmin = view.access.isOrgAdmin;
    const assigned = view.memberBranches ?? session.user.branches;
    const allowedIds = new Set(allowedBranchIds({ branches: session.branches, isAdmin, assigned }));
    const allowed = session.branches.filter((b) => allowedIds.has(b.branchId));
    const id = pickCurrentBranch({
      current: choices.byBusiness[businessId] ?? null,
      hasBusiness: businessId !== '',
      branches: session.branches,
      isAdmin,
      assigned,
    });
    return { branch: session.branches.find((b) => b.branchId === id) ?? null, allowed };
  }, [session, choices.byBusiness, view]);
}
