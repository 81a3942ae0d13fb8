import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClickstreamBuffer, clickText, type BufferedEvent } from '@/lib/clickstream-buffer';

let n = 0;
function event(text: string | null = null): BufferedEvent {
  n += 1;
  return { id: `e${n}`, timestamp: n, eventType: 'click', page: '/dashboard', elementId: 'x', text, sessionId: 's', userId: 'u', businessId: 'b' };
}

describe('clickstream buffer (spec §3, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flushes when 50 events are waiting, not before', async () => {
    const send = vi.fn<(events: BufferedEvent[], reason: string) => Promise<void>>(async () => undefined);
    const buffer = new ClickstreamBuffer({ send });
    for (let i = 0; i < 49; i++) buffer.add(event());
    expect(send).not.toHaveBeenCalled();
    buffer.add(event());
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toHaveLength(50);
    expect(send.mock.calls[0]?.[1]).toBe('size');
    expect(buffer.size).toBe(0);
  });

  it('flushes every 10 minutes while there is something to send', async () => {
    const send = vi.fn<(events: BufferedEvent[], reason: string) => Promise<void>>(async () => undefined);
    const buffer = new ClickstreamBuffer({ send });
    buffer.start();
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(send).not.toHaveBeenCalled();
    buffer.add(event());
    buffer.add(event());
    vi.advanceTimersByTime(10 * 60 * 1000 - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1]).toBe('interval');
    buffer.stop();
  });

  it('flushes on unload and keeps a batch that could not be sent, in order, for the next flush', async () => {
    const send = vi.fn<(events: BufferedEvent[]) => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const buffer = new ClickstreamBuffer({ send });
    const first = event();
    buffer.add(first);
    expect(await buffer.flush('unload')).toBe(false);
    const second = event();
    buffer.add(second);
    expect(buffer.peek().map((e) => e.id)).toEqual([first.id, second.id]);
    expect(await buffer.flush('manual')).toBe(true);
    expect(send.mock.calls[1]?.[0].map((e) => e.id)).toEqual([first.id, second.id]);
  });

  it('cuts click text to 100 characters and caps what it keeps', () => {
    expect(clickText('  Save\n   customer ')).toBe('Save customer');
    expect(clickText('x'.repeat(150))).toHaveLength(100);
    expect(clickText('   ')).toBeNull();
    const buffer = new ClickstreamBuffer({ send: async () => undefined, flushAt: 1000, maxBuffered: 3 });
    for (let i = 0; i < 5; i++) buffer.add(event('y'.repeat(120)));
    expect(buffer.size).toBe(3);
    expect(buffer.peek()[0]?.text).toHaveLength(100);
  });
});
