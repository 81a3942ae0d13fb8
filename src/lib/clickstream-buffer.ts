// The clickstream buffer (spec §3, §9): page views and clicks are kept in memory and sent in
// batches: when 50 are waiting, every 10 minutes, and when the page is unloaded. A batch that
// could not be handed over goes back to the front of the buffer (up to a cap) for the next flush.
import { CLICKSTREAM_TEXT_MAX } from '@/lib/schemas/clickstream';

export const CLICKSTREAM_FLUSH_AT = 50;
export const CLICKSTREAM_INTERVAL_MS = 10 * 60 * 1000;
/** Events kept while nothing can be sent; the oldest go first beyond this. */
export const CLICKSTREAM_MAX_BUFFERED = 500;

export type ClickstreamEventType = 'page_view' | 'click';

export interface BufferedEvent {
  id: string;
  timestamp: number;
  eventType: ClickstreamEventType;
  page: string;
  elementId: string | null;
  text: string | null;
  sessionId: string;
  userId: string;
  businessId: string;
}

export type FlushReason = 'size' | 'interval' | 'unload' | 'manual';

export interface ClickstreamBufferOptions {
  /** Hands a batch over; rejects when it could not (the batch is kept). */
  send: (events: BufferedEvent[], reason: FlushReason) => Promise<void>;
  flushAt?: number;
  intervalMs?: number;
  maxBuffered?: number;
}

/** The element text a click records: whitespace collapsed, first 100 characters. */
export function clickText(raw: string | null | undefined): string | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return Array.from(text).slice(0, CLICKSTREAM_TEXT_MAX).join('');
}

export class ClickstreamBuffer {
  private events: BufferedEvent[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly flushAt: number;
  private readonly intervalMs: number;
  private readonly maxBuffered: number;

  constructor(private readonly options: ClickstreamBufferOptions) {
    this.flushAt = options.flushAt ?? CLICKSTREAM_FLUSH_AT;
    this.intervalMs = options.intervalMs ?? CLICKSTREAM_INTERVAL_MS;
    this.maxBuffered = options.maxBuffered ?? CLICKSTREAM_MAX_BUFFERED;
  }

  /** Starts the 10-minute flush. */
  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => void this.flush('interval'), this.intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  get size(): number {
    return this.events.length;
  }

  /** A copy of what is waiting (override modal's clickstream tab). */
  peek(): readonly BufferedEvent[] {
    return [...this.events];
  }

  add(event: BufferedEvent): void {
    this.events.push({ ...event, text: clickText(event.text) });
    if (this.events.length > this.maxBuffered) this.events.splice(0, this.events.length - this.maxBuffered);
    if (this.events.length >= this.flushAt) void this.flush('size');
  }

  clear(): void {
    this.events = [];
  }

  /** Sends everything waiting; resolves false (and keeps the events) when the send failed. */
  async flush(reason: FlushReason): Promise<boolean> {
    if (this.events.length === 0) return true;
    const batch = this.events;
    this.events = [];
    try {
      await this.options.send(batch, reason);
      return true;
    } catch (error) {
      console.warn('[clickstream] batch kept for the next flush', error);
      this.events = [...batch, ...this.events].slice(-this.maxBuffered);
      return false;
    }
  }
}
