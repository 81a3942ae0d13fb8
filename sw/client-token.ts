/// <reference lib="webworker" />
// Asks the open pages for a token of an account (lib/telemetry-auth.ts): each page answers on a
// MessagePort with its signed-in account's token, or null. Only a token naming that account is
// used; a page that does not answer in time counts as null.
import { accountOfToken, sameAccount, tokenFromReply, type TelemetryTokenRequest, type TokenAccount } from '../src/lib/telemetry-auth';

declare const self: ServiceWorkerGlobalScope;

const ANSWER_TIMEOUT_MS = 10_000;

function ask(client: Client, request: TelemetryTokenRequest): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(tokenFromReply(event.data));
    };
    client.postMessage(request, [channel.port2]);
  });
}

export async function tokenFromPages(account: TokenAccount, forceRefresh: boolean): Promise<string | null> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const request: TelemetryTokenRequest = { type: 'TELEMETRY_TOKEN', ...account, forceRefresh };
  const answers = await Promise.all(clients.map((client) => ask(client, request)));
  return answers.find((token) => token !== null && sameAccount(accountOfToken(token), account)) ?? null;
}
