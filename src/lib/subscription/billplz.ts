/**
 * Billplz API v3's X-Signature source string (https://www.billplz.com/api#x-signature): every
 * key/value pair but x_signature as `key` + `value` (a redirect's `billplz[id]` is `billplzid`),
 * sorted ascending without regard to case, joined with `|`. The signature is the hex HMAC-SHA256
 * of that string with the collection's X Signature Key (server/billing/signature.ts).
 */
export function billplzSourceString(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([key, value]) => [key.replace(/[[\]]/g, ''), value] as const)
    .filter(([key]) => key !== 'x_signature' && key !== 'billplzx_signature')
    .map(([key, value]) => `${key}${value}`)
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .join('|');
}

/** The redirect's query (`billplz[id]`, `billplz[paid]`, `billplz[paid_at]`, `billplz[x_signature]`) as the app forwards it. */
export interface BillplzRedirect {
  id: string;
  paid: string;
  paidAt: string;
  xSignature: string;
}

/** Reads the Billplz redirect parameters from a query string (null when it has no bill id). */
export function readBillplzRedirect(search: string): BillplzRedirect | null {
  const q = new URLSearchParams(search);
  const id = q.get('billplz[id]');
  if (id === null || id === '') return null;
  return { id, paid: q.get('billplz[paid]') ?? '', paidAt: q.get('billplz[paid_at]') ?? '', xSignature: q.get('billplz[x_signature]') ?? '' };
}

/** The redirect's signed pairs, as Billplz signs them. */
export function redirectParams(r: Omit<BillplzRedirect, 'xSignature'>): Record<string, string> {
  return { 'billplz[id]': r.id, 'billplz[paid]': r.paid, 'billplz[paid_at]': r.paidAt };
}

/** Billplz's paid_at (`2015-03-09 16:23:59 +0800`) as an instant, or null when it is not one. */
export function parseBillplzTime(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value.trim());
  if (m === null) return null;
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = (Number(oh) * 60 + Number(om)) * 60_000 * (sign === '-' ? -1 : 1);
  const at = new Date(local - offset);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant written as Billplz writes paid_at, in Malaysia's +0800. */
export function formatBillplzTime(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0800`;
}
