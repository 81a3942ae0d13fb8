import { z } from 'zod';

/**
 * The WhatsApp Cloud API's message contract (Meta Graph API): POST /{version}/{phone-number-id}/messages
 * with a bearer token, a text message to one recipient; the answer names the message (wamid).
 * The same client talks to Meta or to our local server (server/messaging/sandbox.ts).
 */
export interface CloudApiConfig {
  /** https://graph.facebook.com, or the local server's address. */
  apiBase: string;
  /** The Graph API version, e.g. v21.0. */
  version: string;
  accessToken: string;
}

export interface OutgoingText {
  phoneNumberId: string;
  /** The recipient in international format (digits, with or without +). */
  to: string;
  body: string;
}

export type SendResult = { ok: true; messageId: string } | { ok: false; retry: boolean; error: string };

export interface WhatsappClient {
  sendText(message: OutgoingText): Promise<SendResult>;
}

export const sendRequestSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\+?\d{7,15}$/),
  type: z.literal('text'),
  text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }),
});
export type SendRequest = z.output<typeof sendRequestSchema>;

const sendResponseSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const errorResponseSchema = z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) });

export function createWhatsappClient(config: CloudApiConfig, fetcher: typeof fetch = fetch): WhatsappClient {
  return {
    async sendText(m) {
      const body: SendRequest = { messaging_product: 'whatsapp', recipient_type: 'individual', to: m.to.replace(/^\+/, ''), type: 'text', text: { body: m.body, preview_url: false } };
      const res = await fetcher(`${config.apiBase}/${config.version}/${encodeURIComponent(m.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const payload: unknown = await res.json().catch((error: unknown) => ({ error: { message: `Unreadable answer: ${String(error)}` } }));
      if (res.ok) {
        const parsed = sendResponseSchema.safeParse(payload);
        if (parsed.success && parsed.data.messages[0] !== undefined) return { ok: true, messageId: parsed.data.messages[0].id };
        return { ok: false, retry: false, error: 'The provider accepted the message without naming it.' };
      }
      const err = errorResponseSchema.safeParse(payload);
      const message = err.success ? err.data.error.message : `HTTP ${res.status}`;
      // Throttled or the provider's own failure: nothing was accepted, so trying again is safe.
      return { ok: false, retry: res.status === 429 || res.status >= 500, error: message };
    },
  };
}
