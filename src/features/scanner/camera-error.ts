/** The camera errors of spec §8: permission denied, no camera, anything else. */
export type CameraError = 'permission' | 'noCamera' | 'generic';

export function cameraErrorOf(error: unknown): CameraError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : typeof error === 'string' ? error : '';
  if (name === 'NotAllowedError' || /permission/i.test(name)) return 'permission';
  if (name === 'NotFoundError' || /camera not found/i.test(name)) return 'noCamera';
  return 'generic';
}
