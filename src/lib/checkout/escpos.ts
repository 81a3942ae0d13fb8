import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { ReceiptLine } from '@/lib/checkout/receipt-layout';
import { fitLogo, LOGO_MAX_DOTS, type LogoBitmap } from '@/lib/checkout/receipt-logo';

/**
 * ESC/POS bytes for a laid-out receipt, through @point-of-sale/receipt-printer-encoder. The
 * layout already fits the paper (33 or 48 columns, padded and centred by us), so the encoder only
 * prints lines; it accepts 32/35/42/44/48-column paper, so 33 runs as 35 (a 58 mm roll).
 */
const ENCODER_COLUMNS = [32, 35, 42, 44, 48] as const;

function encoderColumns(width: number): number {
  return ENCODER_COLUMNS.find((c) => c >= width) ?? 48;
}

export interface EncodeOptions {
  width: number;
  /** Open the cash drawer (pin 2 pulse) after printing: cash payments. */
  drawerKick: boolean;
  /** Cut after the receipt (printers without a cutter ignore it). */
  cut?: boolean;
  /** The receipt settings' logo, printed centred above the text as a raster image. */
  logo?: LogoBitmap | null;
}

/**
 * Text as the printer gets it: control characters (C0, C1) and invisible format characters
 * (direction overrides, zero-width marks) removed. Text a user typed (a name, a note, the receipt
 * header) is printed, never run: an ESC or GS in it would otherwise be a printer command (open
 * the drawer, cut, change the code page), and a format character prints as "?".
 */
export function printableText(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, '');
}

export function encodeReceipt(lines: readonly ReceiptLine[], options: EncodeOptions): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: encoderColumns(options.width), errors: 'relaxed' });
  let e = encoder.initialize().codepage('auto');
  if (options.logo) {
    const size = fitLogo(options.logo.width, options.logo.height, LOGO_MAX_DOTS[options.width >= 48 ? 48 : 33]);
    // A plain {data, width, height} object is one of the encoder's image inputs; GS v 0 raster.
    e = e.align('center').image(options.logo, { ...size, algorithm: 'threshold', threshold: 128, mode: 'raster' }).align('left');
  }
  for (const line of lines) {
    if (line.kind === 'qr') {
      e = e.align('center').qrcode(line.value, { model: 2, size: 6, errorlevel: 'l' }).align('left');
    } else if (line.bold) {
      e = e.bold(true).line(printableText(line.text)).bold(false);
    } else {
      e = e.line(printableText(line.text));
    }
  }
  e = e.newline(3);
  if (options.cut !== false) e = e.cut('partial');
  if (options.drawerKick) e = e.pulse(0, 100, 500);
  return e.encode();
}

/** Only a drawer kick (the "open drawer" button). */
export function encodeDrawerKick(): Uint8Array {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', columns: 32 }).initialize().pulse(0, 100, 500).encode();
}
