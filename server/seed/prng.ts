import { v7 } from 'uuid';

/** A small deterministic PRNG (mulberry32) so the demo data is the same on every machine. */
export class Prng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.next() * (maxInclusive - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /**
   * A UUIDv7 for a row created at `msecs`, its random bits from the stream: what the app gives a
   * row it creates (ids rise with creation time), yet the same on every run.
   */
  uuid7(msecs: number): string {
    return v7({ msecs, random: Uint8Array.from({ length: 16 }, () => this.int(0, 255)) });
  }
  /** A version-4-shaped UUID made from the stream (stable ids for demo rows). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = (8 + this.int(0, 3)).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
}
