import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeDrawerKick, encodeReceipt, printableText } from '@/lib/checkout/escpos';
import { CHUNK_PAUSE_MS, CHUNK_SIZES, chunkBytes, writeChunked } from '@/lib/checkout/chunked-write';
import { layoutReceipt } from '@/lib/checkout/receipt-layout';
import { ESC, GS, LABELS, indexOf, sampleDoc } from './fixtures';
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('ESC/POS bytes', () => {
  const lines = layoutReceipt(sampleDoc(), LABELS, 33);

  it('starts with ESC @, prints the lines, a QR code and a cut', () => {
    const bytes = encodeReceipt(lines, { width: 33, drawerKick: false });
    expect([bytes[0], bytes[1]]).toEqual([ESC, 0x40]);
    expect(indexOf(bytes, ascii('BGS-7K3QF-000042'))).toBeGreaterThan(0);
    expect(indexOf(bytes, [ESC, 0x45, 1])).toBeGreaterThan(0); // bold on for the business name
    expect(indexOf(bytes, [GS, 0x28, 0x6b])).toBeGreaterThan(0); // GS ( k: QR code
    expect(indexOf(bytes, ascii('https://app.test/r/abc'))).toBeGreaterThan(0);
    expect(indexOf(bytes, [GS, 0x56])).toBeGreaterThan(0); // GS V: cut
    expect(indexOf(bytes, [ESC, 0x70])).toBe(-1); // no drawer kick
  });

  it('kicks the cash drawer with ESC p when asked', () => {
    const bytes = encodeReceipt(lines, { width: 48, drawerKick: true });
    expect(indexOf(bytes, [ESC, 0x70, 0])).toBeGreaterThan(indexOf(bytes, [GS, 0x56]));
    expect(indexOf(encodeDrawerKick(), [ESC, 0x70, 0])).toBeGreaterThan(0);
  });

  it('prints typed text as text: control and format characters never reach the printer', () => {
    const typed = 'Nail\x1bp\x00\x19\xfa\x1dV\x00bar\u202egnp.exe\u200b\x85\x7f';
    const bytes = encodeReceipt([{ kind: 'text', text: typed, bold: false }], { width: 33, drawerKick: false });
    expect(indexOf(bytes, ascii('Nailp'))).toBeGreaterThan(0);
    expect(indexOf(bytes, ascii('Vbargnp.exe'))).toBeGreaterThan(0);
    expect(indexOf(bytes, [ESC, 0x70])).toBe(-1); // no drawer kick smuggled in
    const cuts = bytes.filter((b, i) => b === GS && bytes[i + 1] === 0x56);
    expect(cuts).toHaveLength(1); // the only cut is ours, after the text
    expect(indexOf(bytes, [GS, 0x56])).toBeGreaterThan(indexOf(bytes, ascii('Vbargnp.exe')));
    expect(bytes.filter((b) => b === 0x3f)).toHaveLength(0); // no "?" for an invisible mark
    expect(printableText('<img src=x onerror=alert(1)> {{name}} $t(key) \u05d0')).toBe('<img src=x onerror=alert(1)> {{name}} $t(key) \u05d0');
  });

  it('prints the 48-column layout without re-wrapping it', () => {
    const wide = layoutReceipt(sampleDoc(), LABELS, 48);
    const total = wide.find((l) => l.kind === 'text' && l.text.startsWith('TOTAL'));
    const bytes = encodeReceipt(wide, { width: 48, drawerKick: false });
    expect(total?.kind === 'text' && indexOf(bytes, ascii(total.text))).toBeGreaterThan(0);
  });
});

describe('chunked writes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cuts bytes into chunks of the transport size', () => {
    const bytes = new Uint8Array(450).map((_, i) => i % 256);
    const chunks = chunkBytes(bytes, CHUNK_SIZES.bluetooth);
    expect(chunks.map((c) => c.length)).toEqual([200, 200, 50]);
    expect(chunkBytes(bytes, CHUNK_SIZES.usb).map((c) => c.length)).toEqual([64, 64, 64, 64, 64, 64, 64, 2]);
    expect(Array.from(chunks[1]?.slice(0, 2) ?? [])).toEqual([200, 201]);
    expect(() => chunkBytes(bytes, 0)).toThrow(RangeError);
  });

  it('waits 250 ms between chunks and not after the last', async () => {
    const writes: { at: number; size: number }[] = [];
    const start = Date.now();
    const done = writeChunked(new Uint8Array(450), {
      chunkSize: CHUNK_SIZES.bluetooth,
      pauseMs: CHUNK_PAUSE_MS,
      write: async (chunk) => {
        writes.push({ at: Date.now() - start, size: chunk.length });
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([{ at: 0, size: 200 }]);
    await vi.advanceTimersByTimeAsync(249);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(250);
    await expect(done).resolves.toBe(3);
    expect(writes).toEqual([{ at: 0, size: 200 }, { at: 250, size: 200 }, { at: 500, size: 50 }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at the first failed write', async () => {
    let calls = 0;
    const done = writeChunked(new Uint8Array(300), {
      chunkSize: 64,
      pauseMs: CHUNK_PAUSE_MS,
      write: async () => {
        calls += 1;
        if (calls === 2) throw new Error('GATT operation failed');
      },
    });
    const check = expect(done).rejects.toThrow('GATT operation failed');
    await vi.advanceTimersByTimeAsync(1000);
    await check;
    expect(calls).toBe(2);
  });
});
