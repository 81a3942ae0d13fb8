import { randomBytes, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { sendRequestSchema } from '@server/messaging/cloud-api';

/**
 * A local WhatsApp Cloud API of our own (issue 21): the same message contract as Meta's
 * (POST /{version}/{phone-number-id}/messages, bearer token, Meta's error shape), so `npm start`
 * sends end to end while nothing leaves the machine. It records every message it accepts
 * (GET /__messages lists them; with a state file, they survive restarts).
 */
export interface RecordedMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  body: string;
  receivedAt: string;
}

export interface WhatsappSandbox {
  app: FastifyInstance;
  messages(): RecordedMessage[];
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createWhatsappSandbox(o: { accessToken: string; stateFile?: string }): WhatsappSandbox {
  const recorded: RecordedMessage[] = [];
  if (o.stateFile !== undefined && existsSync(o.stateFile)) {
    for (const line of readFileSync(o.stateFile, 'utf8').split('\n')) if (line.trim() !== '') recorded.push(JSON.parse(line) as RecordedMessage);
  }
  const app = Fastify({ logger: false });
  const fail = (code: number, message: string, type: string) => ({ error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') } });

  app.post<{ Params: { version: string; phoneNumberId: string } }>('/:version/:phoneNumberId/messages', async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), o.accessToken)) return reply.code(401).send(fail(190, 'Invalid OAuth access token.', 'OAuthException'));
    if (!/^v\d+\.\d+$/.test(req.params.version) || !/^\d{5,20}$/.test(req.params.phoneNumberId)) return reply.code(400).send(fail(100, 'Unsupported post request.', 'GraphMethodException'));
    const parsed = sendRequestSchema.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send(fail(100, `Invalid parameter: ${parsed.error.issues[0]?.path.join('.') ?? ''}`, 'OAuthException'));
    const message: RecordedMessage = {
      id: `wamid.${randomBytes(24).toString('base64url')}`,
      phoneNumberId: req.params.phoneNumberId,
      to: parsed.data.to,
      body: parsed.data.text.body,
      receivedAt: new Date().toISOString(),
    };
    recorded.push(message);
    if (o.stateFile !== undefined) appendFileSync(o.stateFile, `${JSON.stringify(message)}\n`);
    return reply.code(200).send({ messaging_product: 'whatsapp', contacts: [{ input: parsed.data.to, wa_id: parsed.data.to }], messages: [{ id: message.id }] });
  });
  app.get('/__messages', async () => recorded);
  return { app, messages: () => [...recorded] };
}
