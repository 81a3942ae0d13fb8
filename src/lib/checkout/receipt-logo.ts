import type { PrintWidth } from '@/lib/checkout/receipt-layout';

/**
 * The receipt logo as pixels for the printer: RGBA, row by row (what a canvas gives back). The
 * encoder flattens it on white, thresholds it to black dots and sends it as a raster image.
 */
export interface LogoBitmap {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * The largest logo in printer dots: about two thirds of the printable width (384 dots on a
 * 58 mm roll at 33 columns, 576 on 80 mm at 48) and no taller than a few lines of text.
 */
export const LOGO_MAX_DOTS: Record<PrintWidth, { width: number; height: number }> = {
  33: { width: 256, height: 128 },
  48: { width: 384, height: 160 },
};

/** The printed size of a `width` × `height` image inside `max`, keeping its shape; never enlarged. */
export function fitLogo(width: number, height: number, max: { width: number; height: number }): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 1, height: 1 };
  const scale = Math.min(1, max.width / width, max.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Downloads and decodes the logo at its largest printed size (the 48-column one; the encoder
 * scales it down for narrower paper). Browser only: needs fetch, createImageBitmap and a canvas.
 */
export async function decodeLogo(url: string): Promise<LogoBitmap> {
  const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
  if (!response.ok) throw new Error(`Logo ${url} answered ${response.status}`);
  const image = await createImageBitmap(await response.blob());
  try {
    const size = fitLogo(image.width, image.height, LOGO_MAX_DOTS[48]);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No 2D canvas to decode the logo');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    const pixels = context.getImageData(0, 0, size.width, size.height);
    return { width: size.width, height: size.height, data: pixels.data };
  } finally {
    image.close();
  }
}
