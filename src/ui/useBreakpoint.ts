import { BREAKPOINTS, type Breakpoint } from './breakpoints';
import { useMediaQuery } from './useMediaQuery';

/** 'mobile' under 640 px, 'medium' from 640 px, 'large' from 1200 px. */
export function useBreakpoint(): Breakpoint {
  const medium = useMediaQuery(`(min-width: ${BREAKPOINTS.medium}px)`);
  const large = useMediaQuery(`(min-width: ${BREAKPOINTS.large}px)`);
  if (large) return 'large';
  if (medium) return 'medium';
  return 'mobile';
}

export function useIsMobile(): boolean {
  return useBreakpoint() === 'mobile';
}

/** True up to the shell's tablet width (800 px). */
export function useIsTablet(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.tablet}px)`);
}
