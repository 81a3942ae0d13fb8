/**
 * Printers take small writes: spec §9 says chunks of 200 bytes over Bluetooth and 64 bytes over
 * USB, with a 250 ms pause between chunks so the printer's buffer keeps up.
 */
export const CHUNK_SIZES = { bluetooth: 200, usb: 64 } as const;
export const CHUNK_PAUSE_MS = 250;

export function chunkBytes(bytes: Uint8Array, size: number): Uint8Array[] {
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`Not a chunk size: ${size}`);
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.slice(at, at + size));
  return out;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `bytes` in chunks, one at a time, pausing between chunks (not after the last). */
export async function writeChunked(
  bytes: Uint8Array,
  options: { chunkSize: number; pauseMs: number; write: (chunk: Uint8Array) => Promise<void>; wait?: (ms: number) => Promise<void> },
): Promise<number> {
  const wait = options.wait ?? sleep;
  const chunks = chunkBytes(bytes, options.chunkSize);
  for (const [i, chunk] of chunks.entries()) {
    if (i > 0) await wait(options.pauseMs);
    await options.write(chunk);
  }
  return chunks.length;
}
