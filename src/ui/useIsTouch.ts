import { useMediaQuery } from './useMediaQuery';

/** True on devices whose main pointer is coarse (touch screens). */
export function useIsTouch(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
