// A member's working hours on a day. Staff availability is not modelled yet, so every member
// works the branch's default opening hours; the team area replaces this one function.
export interface WorkingHours {
  /** Minutes from midnight, local to the branch. */
  start: number;
  end: number;
}

export const DEFAULT_OPENING_HOURS: WorkingHours = { start: 9 * 60, end: 19 * 60 };

/** The periods `memberId` works at `branchId` on the local day `date` ('yyyy-MM-dd'); empty when off. */
export function workingHoursFor(_memberId: string, _branchId: string, _date: string): WorkingHours[] {
  return [DEFAULT_OPENING_HOURS];
}
