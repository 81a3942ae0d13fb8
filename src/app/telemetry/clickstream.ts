// Page views and clicks (spec §3, §7) for the signed-in account, buffered and sent to
// POST /clickstream/record in batches (50 events, every 10 minutes, on unload). Every event has
// an id, so a batch the service worker replays is stored once.
import { v7 as uuidv7 } from 'uuid';
import { ClickstreamBuffer, type BufferedEvent, type ClickstreamEventType, type FlushReason } from '@/lib/clickstream-buffer';
import { postTelemetry, telemetryContext, telemetrySessionId, telemetryToken } from './telemetry-context';

async function send(events: BufferedEvent[], reason: FlushReason): Promise<void> {
  const { account } = telemetryContext();
  if (!account) return;
  const unloading = reason === 'unload';
  const token = await telemetryToken({ cachedOnly: unloading });
  const body = { userId: account.userId, businessId: account.businessId, sessionId: telemetrySessionId(), events };
  await postTelemetry('/clickstream/record', body, { token, keepalive: unloading });
}

export const clickstream = new ClickstreamBuffer({ send });

function record(eventType: ClickstreamEventType, page: string, elementId: string | null, text: string | null): void {
  const { account } = telemetryContext();
  if (!account) return;
  clickstream.add({
    id: uuidv7(),
    timestamp: Date.now(),
    eventType,
    page,
    elementId,
    text,
    sessionId: telemetrySessionId(),
    userId: account.userId,
    businessId: account.businessId,
  });
}

export function recordPageView(pathname: string): void {
  record('page_view', pathname, null, null);
}

const CLICKABLE = 'a, button, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="switch"], input, select, label';

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
  if (!target) return;
  const elementId = target.id || target.getAttribute('data-track') || target.getAttribute('aria-label') || target.tagName.toLowerCase();
  const text = target instanceof HTMLElement ? target.innerText : target.textContent;
  record('click', location.pathname, elementId.slice(0, 200), text);
}

function onPageHide(): void {
  void clickstream.flush('unload');
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') void clickstream.flush('unload');
}

/** Starts listening for the signed-in account; returns the stop function. */
export function startClickstream(): () => void {
  clickstream.start();
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibility);
    clickstream.stop();
    void clickstream.flush('manual');
  };
}

/** Tracked modals and drawers (spec §2.3) record a click on `modal:<name>`. */
export function recordModalOpen(name: string): void {
  record('click', location.pathname, `modal:${name}`, null);
}
