// The page's side of telemetry replay (lib/telemetry-auth.ts): the service worker asks the open
// pages for a token of the account a queued request belongs to; a page signed in as that account
// answers with its identity token (refreshed when the worker says the last one was refused).
import { getIdToken } from '@/features/auth/identity';
import { getActiveAccount } from '@/data/session';
import { isTelemetryTokenRequest, type TelemetryTokenReply, type TelemetryTokenRequest } from '@/lib/telemetry-auth';

async function tokenFor(request: TelemetryTokenRequest): Promise<string | null> {
  const account = getActiveAccount();
  if (!account || account.userId !== request.userId || account.businessId !== request.businessId) return null;
  return getIdToken({ forceRefresh: request.forceRefresh });
}

function answer(event: MessageEvent): void {
  if (!isTelemetryTokenRequest(event.data)) return;
  const port = event.ports[0];
  if (!port) return;
  const reply = (token: string | null) => port.postMessage({ token } satisfies TelemetryTokenReply);
  tokenFor(event.data).then(reply, (error: unknown) => {
    // Offline or signed out in the meantime: the worker keeps the request for a later replay.
    console.info('[telemetry] no token for the service worker', error);
    reply(null);
  });
}

export function answerTokenRequests(): void {
  navigator.serviceWorker.addEventListener('message', answer);
  navigator.serviceWorker.startMessages();
}
