import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatBillplzTime } from '@/lib/subscription/billplz';
import { billplzSignature } from '@server/billing/signature';

/**
 * A local Billplz of our own (issue 20): the API v3 calls the app uses, on loopback, so a plan
 * upgrade is paid end to end with nothing leaving the machine. `npm start` runs it unless
 * BILLPLZ_API_KEY points the API at Billplz (README, "Payments"). What it does as Billplz does:
 * POST /api/v3/bills with Basic auth (the API key) and a known collection creates a bill whose
 * `url` is a payment page; there the tester pays or declines; the gateway then POSTs the signed
 * callback to `callback_url` (server to server) and redirects the browser to `redirect_url` with
 * the signed `billplz[...]` parameters. GET /api/v3/bills/:id reads a bill.
 */
export interface BillplzSandboxOptions {
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
  /** Keeps the bills across restarts. */
  stateFile?: string;
  now?: () => Date;
}

export interface Bill {
  id: string;
  collection_id: string;
  paid: boolean;
  state: 'due' | 'paid';
  amount: number;
  paid_amount: number;
  due_at: string;
  email: string;
  mobile: string;
  name: string;
  url: string;
  reference_1_label: string;
  reference_1: string;
  redirect_url: string;
  callback_url: string;
  description: string;
  paid_at: string | null;
}

export interface BillplzSandbox {
  app: FastifyInstance;
  /** The address the bills' payment pages live at (set once listening). */
  setPublicUrl(url: string): void;
  /** Every callback the gateway sent, and the status it got (tests look). */
  callbacks(): { billId: string; status: number }[];
}

const createBody = z.object({
  collection_id: z.string().min(1),
  // As Billplz: an e-mail address, or a mobile number when there is none.
  email: z.string().min(3).optional(),
  name: z.string().min(1).max(255),
  amount: z.coerce.number().int().min(100),
  callback_url: z.url(),
  redirect_url: z.url().optional(),
  description: z.string().min(1).max(200),
  mobile: z.string().optional(),
  reference_1_label: z.string().max(20).optional(),
  reference_1: z.string().max(120).optional(),
}).refine((b) => b.email !== undefined || (b.mobile ?? '') !== '', { message: 'email or mobile is required', path: ['email'] });

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createBillplzSandbox(o: BillplzSandboxOptions): BillplzSandbox {
  const now = o.now ?? (() => new Date());
  let publicUrl = '';
  let bills: Record<string, Bill> = {};
  const sent: { billId: string; status: number }[] = [];
  if (o.stateFile !== undefined) {
    try {
      bills = JSON.parse(readFileSync(o.stateFile, 'utf8')) as Record<string, Bill>;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    }
  }
  const save = (): void => {
    if (o.stateFile !== undefined) writeFileSync(o.stateFile, JSON.stringify(bills));
  };

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const refuse = (reply: FastifyReply, status: number, message: string): FastifyReply => reply.code(status).send({ error: { type: status === 401 ? 'Unauthorized' : 'Bad Request', message: [message] } });

  /** Every /api call needs the API key as the Basic auth user name. */
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const auth = req.headers.authorization ?? '';
    const user = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0] : '';
    if (user !== o.apiKey) await refuse(reply, 401, 'Invalid access token');
  });

  app.post('/api/v3/bills', async (req, reply) => {
    const parsed = createBody.safeParse(req.body);
    if (!parsed.success) return refuse(reply, 422, parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
    const b = parsed.data;
    if (b.collection_id !== o.collectionId) return refuse(reply, 404, 'Collection not found');
    const id = randomBytes(6).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'x');
    const bill: Bill = {
      id,
      collection_id: b.collection_id,
      paid: false,
      state: 'due',
      amount: b.amount,
      paid_amount: 0,
      due_at: now().toISOString().slice(0, 10),
      email: b.email ?? '',
      mobile: b.mobile ?? '',
      name: b.name,
      url: `${publicUrl}/bills/${id}`,
      reference_1_label: b.reference_1_label ?? '',
      reference_1: b.reference_1 ?? '',
      redirect_url: b.redirect_url ?? '',
      callback_url: b.callback_url,
      description: b.description,
      paid_at: null,
    };
    bills[id] = bill;
    save();
    return reply.code(200).send(bill);
  });

  app.get<{ Params: { id: string } }>('/api/v3/bills/:id', async (req, reply) => {
    const bill = bills[req.params.id];
    return bill === undefined ? refuse(reply, 404, 'Bill not found') : bill;
  });

  /** The payment page a customer is sent to: the bill, and Pay or Decline. */
  app.get<{ Params: { id: string } }>('/bills/:id', async (req, reply) => {
    const bill = bills[req.params.id];
    if (bill === undefined) return reply.code(404).type('text/html').send('<!doctype html><title>Bill not found</title><p>Bill not found.</p>');
    const amount = `RM ${(bill.amount / 100).toFixed(2)}`;
    const done = bill.paid ? `<p role="status">This bill was paid at ${escape(bill.paid_at ?? '')}.</p>` : '';
    const actions = bill.paid
      ? ''
      : `<form method="post" action="/bills/${escape(bill.id)}/pay"><button type="submit">Pay ${escape(amount)}</button></form>
         <form method="post" action="/bills/${escape(bill.id)}/decline"><button type="submit">Decline</button></form>`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Billplz (local gateway): ${escape(bill.description)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
main{border:1px solid #d0d0d5;border-radius:12px;padding:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#555}form{display:inline-block;margin:1rem .5rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1a6e3c;background:#1a6e3c;color:#fff;cursor:pointer}
form+form button{background:#fff;color:#a12622;border-color:#a12622}</style></head>
<body><main><h1>Local Billplz gateway</h1><p>A payment page of the local gateway (no money moves).</p>
<dl><dt>Bill</dt><dd>${escape(bill.id)}</dd><dt>For</dt><dd>${escape(bill.description)}</dd><dt>Payer</dt><dd>${escape(bill.name)} (${escape(bill.email || bill.mobile)})</dd><dt>Amount</dt><dd>${escape(amount)}</dd></dl>
${done}${actions}</main></body></html>`);
  });

  /** The tester's choice: the signed callback to the merchant, then back to its redirect_url. */
  async function settle(bill: Bill, paid: boolean, reply: FastifyReply): Promise<FastifyReply> {
    if (paid && !bill.paid) {
      bill.paid = true;
      bill.state = 'paid';
      bill.paid_amount = bill.amount;
      bill.paid_at = formatBillplzTime(now());
      save();
    }
    const paidAt = bill.paid_at ?? '';
    const callback: Record<string, string> = {
      id: bill.id, collection_id: bill.collection_id, paid: String(bill.paid), state: bill.state, amount: String(bill.amount),
      paid_amount: String(bill.paid_amount), due_at: bill.due_at, email: bill.email, mobile: bill.mobile, name: bill.name, url: bill.url, paid_at: paidAt,
    };
    callback.x_signature = billplzSignature(callback, o.xSignatureKey);
    try {
      const res = await fetch(bill.callback_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(callback).toString(), signal: AbortSignal.timeout(10_000) });
      sent.push({ billId: bill.id, status: res.status });
    } catch (error) {
      // Billplz retries callbacks later; the redirect below still carries the signed outcome.
      console.warn(`[billplz sandbox] callback for ${bill.id} failed`, error);
      sent.push({ billId: bill.id, status: 0 });
    }
    if (bill.redirect_url === '') return reply.redirect(`/bills/${bill.id}`, 303);
    const redirect: Record<string, string> = { 'billplz[id]': bill.id, 'billplz[paid]': String(bill.paid), 'billplz[paid_at]': paidAt };
    redirect['billplz[x_signature]'] = billplzSignature(redirect, o.xSignatureKey);
    const target = new URL(bill.redirect_url);
    for (const [k, v] of Object.entries(redirect)) target.searchParams.set(k, v);
    return reply.redirect(target.toString(), 303);
  }

  app.post<{ Params: { id: string; action: string } }>('/bills/:id/:action', async (req, reply) => {
    const bill = bills[req.params.id];
    if (bill === undefined || (req.params.action !== 'pay' && req.params.action !== 'decline')) return reply.code(404).send({ error: 'Not found' });
    return settle(bill, req.params.action === 'pay', reply);
  });

  return {
    app,
    setPublicUrl: (url) => {
      publicUrl = url;
    },
    callbacks: () => [...sent],
  };
}
