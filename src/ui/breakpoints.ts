/** Breakpoints of spec §9. */
export const BREAKPOINTS = {
  /** Kit: mobile is under 640 px. */
  medium: 640,
  large: 1200,
  /** Shell: tablet up to 800 px. */
  tablet: 800,
  /** Shell: mobile up to 466 px (auth and checkout). */
  shellMobile: 466,
  /** Date picker: popover at 400 px wide or more, otherwise a drawer. */
  datePickerPopover: 400,
} as const;

export type Breakpoint = 'mobile' | 'medium' | 'large';

export function breakpointForWidth(width: number): Breakpoint {
  if (width >= BREAKPOINTS.large) return 'large';
  if (width >= BREAKPOINTS.medium) return 'medium';
  return 'mobile';
}
