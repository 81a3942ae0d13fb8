/**
 * The Billplz API v3 client (https://www.billplz.com/api): creates a bill with HTTP Basic auth (the
 * API key as the user name, no password), form-encoded, and reads its answer. The same code talks
 * to Billplz, its sandbox (www.billplz-sandbox.com) and our local gateway (server/billing/sandbox.ts).
 */
export interface BillplzConfig {
  /** e.g. https://www.billplz.com, https://www.billplz-sandbox.com, or the local gateway. */
  baseUrl: string;
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
}

export interface NewBill {
  /** Billplz needs an e-mail address or a mobile number: '' sends none. */
  email: string;
  /** With its country code, digits only (60121234567). */
  mobile?: string;
  name: string;
  /** In sen. */
  amount: number;
  description: string;
  callbackUrl: string;
  redirectUrl: string;
  reference1Label: string;
  reference1: string;
}

export interface CreatedBill {
  id: string;
  url: string;
  amount: number;
  state: string;
  paid: boolean;
}

export interface BillplzClient {
  readonly config: BillplzConfig;
  createBill(bill: NewBill): Promise<CreatedBill>;
}

export class BillplzError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export function createBillplzClient(config: BillplzConfig, send: typeof fetch = fetch): BillplzClient {
  const auth = `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`;
  return {
    config,
    async createBill(bill) {
      const form = new URLSearchParams({
        collection_id: config.collectionId,
        ...(bill.email === '' ? {} : { email: bill.email }),
        ...(bill.mobile === undefined || bill.mobile === '' ? {} : { mobile: bill.mobile }),
        name: bill.name,
        amount: String(bill.amount),
        description: bill.description,
        callback_url: bill.callbackUrl,
        redirect_url: bill.redirectUrl,
        reference_1_label: bill.reference1Label,
        reference_1: bill.reference1,
      });
      const res = await send(`${config.baseUrl}/api/v3/bills`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (!res.ok) throw new BillplzError(res.status, `Billplz refused the bill (${res.status}): ${text.slice(0, 300)}`);
      const body = JSON.parse(text) as Partial<{ id: string; url: string; amount: number | string; state: string; paid: boolean }>;
      if (typeof body.id !== 'string' || typeof body.url !== 'string') throw new BillplzError(502, 'Billplz answered without a bill id or url');
      return { id: body.id, url: body.url, amount: Number(body.amount), state: body.state ?? 'due', paid: body.paid === true };
    },
  };
}
