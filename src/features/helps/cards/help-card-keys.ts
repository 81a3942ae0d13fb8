import type { HelpItemSummary } from '@/lib/schemas/help-content';

/** What a card is keyed by in the DOM, so focus can return to it after Back. */
export function helpCardKey(item: Pick<HelpItemSummary, 'contentType' | 'slug'>): string {
  return `${item.contentType}/${item.slug}`;
}

/** m:ss for a known duration; the spec's placeholder otherwise. */
export function formatHelpDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '00:00';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
