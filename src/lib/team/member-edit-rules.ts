/**
 * Who may change which fields of a member (spec §6 with the account pages of §2.2):
 * - anyone may change their own profile: names, phone, photo, language and notification choices;
 * - the rest of a member (colour, branches, hours, time off, rights, status) needs the members
 *   permission at level 2, and rights, status and branches never on oneself (team-users.ts);
 * - language and notification choices are the member's own: nobody changes them for someone else.
 */
export const SELF_PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'profileImageUrl', 'locale', 'notificationPrefs'] as const;
export const PERSONAL_FIELDS = ['locale', 'notificationPrefs'] as const;

const isIn = (list: readonly string[], field: string) => list.includes(field);

/**
 * The fields of a change the caller may not make, each with its reason key (403 when not empty).
 * `managesTeam`: the caller holds members ≥ 2. Someone else's record without it is refused whole.
 */
export function refusedMemberFields(args: { isSelf: boolean; managesTeam: boolean; fields: readonly string[] }): Record<string, string> {
  const { isSelf, managesTeam, fields } = args;
  if (!isSelf && !managesTeam) return { members: 'permissions.insufficient' };
  const refused: Record<string, string> = {};
  for (const field of fields) {
    if (isSelf && !managesTeam && !isIn(SELF_PROFILE_FIELDS, field)) refused[field] = 'team.errors.selfProfileOnly';
    if (!isSelf && isIn(PERSONAL_FIELDS, field)) refused[field] = 'team.errors.personal';
  }
  return refused;
}
