import { describe, expect, it } from 'vitest';
import { encodeReceipt } from '@/lib/checkout/escpos';
import { fitLogo, LOGO_MAX_DOTS, type LogoBitmap } from '@/lib/checkout/receipt-logo';
import { ESC, GS, indexOf } from './fixtures';

/** A 16 × 8 logo: the left half black, the right half white, with a transparent top row. */
function halfBlackLogo(): LogoBitmap {
  const width = 16;
  const height = 8;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const v = x < 8 ? 0 : 255;
      data.set([v, v, v, y === 0 ? 0 : 255], i);
    }
  }
  return { width, height, data };
}

const text = [{ kind: 'text' as const, text: 'Demo Salon', bold: true }];

describe('receipt logo', () => {
  it('fits the logo inside the paper without enlarging it', () => {
    expect(fitLogo(16, 8, LOGO_MAX_DOTS[33])).toEqual({ width: 16, height: 8 });
    expect(fitLogo(1024, 256, LOGO_MAX_DOTS[33])).toEqual({ width: 256, height: 64 });
    expect(fitLogo(400, 800, LOGO_MAX_DOTS[48])).toEqual({ width: 80, height: 160 });
  });

  it('prints as a centred GS v 0 raster image before the text', () => {
    const bytes = encodeReceipt(text, { width: 33, drawerKick: false, logo: halfBlackLogo() });
    const header = [GS, 0x76, 0x30, 0x00, 2, 0, 8, 0]; // 2 bytes a row, 8 rows
    const at = indexOf(bytes, header);
    expect(at).toBeGreaterThan(0);
    const rows = Array.from(bytes.slice(at + header.length, at + header.length + 16));
    // Transparent pixels are flattened on white: the top row prints nothing.
    expect(rows).toEqual([0x00, 0x00, ...Array.from({ length: 7 }, () => [0xff, 0x00]).flat()]);
    expect(indexOf(bytes, [ESC, 0x61, 1])).toBeLessThan(at); // centred
    expect(indexOf(bytes, [ESC, 0x61, 0])).toBeGreaterThan(at); // back to the left after it
    expect(indexOf(bytes, [...'Demo Salon'].map((c) => c.charCodeAt(0)))).toBeGreaterThan(at + header.length + 16);
  });

  it('scales a large logo down to the paper and pads its width to whole bytes', () => {
    const wide: LogoBitmap = { width: 300, height: 30, data: new Uint8ClampedArray(300 * 30 * 4).fill(0) };
    const bytes = encodeReceipt(text, { width: 33, drawerKick: false, logo: wide });
    // 256 × 26 dots (300 × 30 scaled by 256/300), rows padded to 32 bytes, height to 32 rows.
    expect(indexOf(bytes, [GS, 0x76, 0x30, 0x00, 32, 0, 32, 0])).toBeGreaterThan(0);
  });

  it('prints no image without a logo', () => {
    expect(indexOf(encodeReceipt(text, { width: 48, drawerKick: false }), [GS, 0x76, 0x30])).toBe(-1);
  });
});
