/** Drawer and sheet geometry and the drag-to-close rule (spec §2.4). */

/** A drawer closes when dragged down further than this share of its height... */
export const DRAWER_DISMISS_DISTANCE_RATIO = 0.3;
/** ...or released faster than this (px per ms) after a short drag. */
export const DRAWER_DISMISS_VELOCITY = 0.5;
export const DRAWER_MIN_FLICK_DISTANCE = 16;

export const SHEET_HEIGHT_RATIO = 0.95;
export const SHEET_FALLBACK_HEIGHT = 800;
export const MODAL_MAX_WIDTH = 720;

export interface DragRelease {
  /** Downward distance in px (negative when dragged up). */
  distance: number;
  /** Downward speed at release in px/ms. */
  velocity: number;
  /** Height of the drawer in px. */
  height: number;
  /** A drawer marked not dismissable never closes by dragging. */
  isDismissable: boolean;
}

export function shouldCloseOnDrag({ distance, velocity, height, isDismissable }: DragRelease): boolean {
  if (!isDismissable || distance <= 0) return false;
  if (distance > height * DRAWER_DISMISS_DISTANCE_RATIO) return true;
  return velocity > DRAWER_DISMISS_VELOCITY && distance > DRAWER_MIN_FLICK_DISTANCE;
}

/** Sheet height: 95% of the window height, 800 px when the window height is unknown. */
export function sheetHeight(windowHeight: number | undefined): number {
  if (windowHeight === undefined || !Number.isFinite(windowHeight) || windowHeight <= 0) return SHEET_FALLBACK_HEIGHT;
  return Math.round(windowHeight * SHEET_HEIGHT_RATIO);
}

/** How far the drawer follows the finger: freely downwards, with resistance upwards. */
export function dragOffset(distance: number): number {
  return distance >= 0 ? distance : -Math.sqrt(-distance) * 2;
}
