import { IMAGE_TYPE_BY_EXTENSION } from '@/lib/schemas/asset';

/**
 * The headers a stored file is served with. The type comes from the key's extension (the assets
 * call made the key and signed that type), never from what was sent; `nosniff` keeps the browser
 * to it; and the policy lets nothing run in a file opened on its own — an uploaded SVG with a
 * script or an event handler stays an inert picture (no script source; `sandbox` also blocks
 * forms, plugins and same-origin access). Files are only ever served from the file store's own
 * origin, never the app's or the API's.
 */
export function objectHeaders(key: string): Record<string, string> {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const type = Object.hasOwn(IMAGE_TYPE_BY_EXTENSION, extension) ? IMAGE_TYPE_BY_EXTENSION[extension] : undefined;
  return {
    'content-type': type ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    // The app shows the images from its own origin.
    'cross-origin-resource-policy': 'cross-origin',
    // Anything not an image is downloaded, never shown.
    ...(type === undefined ? { 'content-disposition': 'attachment' } : {}),
  };
}
