import { describe, expect, it } from 'vitest';
import { billplzSourceString, formatBillplzTime, parseBillplzTime, readBillplzRedirect, redirectParams } from '@/lib/subscription/billplz';
import { billplzSignature, verifyBillplzSignature } from '@server/billing/signature';

// Billplz API v3's own X-Signature example (a paid bill's callback and redirect).
const CALLBACK = {
  amount: '200', collection_id: 'inbmmepb', due_at: '2015-3-9', email: 'api@billplz.com', id: 'W_79pJDk', mobile: '',
  name: 'MICHAEL API V3', paid_amount: '200', paid_at: '2015-03-09 16:23:59 +0800', paid: 'true', state: 'paid', url: 'https://www.billplz.com/bills/W_79pJDk',
};

describe('Billplz X-Signature', () => {
  it('builds the callback’s source string: key+value pairs sorted without regard to case, joined by |', () => {
    expect(billplzSourceString({ ...CALLBACK, x_signature: 'ignored' })).toBe(
      'amount200|collection_idinbmmepb|due_at2015-3-9|emailapi@billplz.com|idW_79pJDk|mobile|nameMICHAEL API V3|paid_amount200|paid_at2015-03-09 16:23:59 +0800|paidtrue|statepaid|urlhttps://www.billplz.com/bills/W_79pJDk',
    );
  });

  it('builds the redirect’s from billplz[...] keys without their brackets', () => {
    expect(billplzSourceString(redirectParams({ id: 'W_79pJDk', paid: 'true', paidAt: '2015-03-09 16:23:59 +0800' }))).toBe(
      'billplzidW_79pJDk|billplzpaid_at2015-03-09 16:23:59 +0800|billplzpaidtrue',
    );
  });

  it('signs with HMAC-SHA256 and refuses a changed field, another key or a malformed signature', () => {
    const signature = billplzSignature(CALLBACK, 'S-key');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyBillplzSignature(CALLBACK, signature, 'S-key')).toBe(true);
    expect(verifyBillplzSignature({ ...CALLBACK, amount: '100' }, signature, 'S-key')).toBe(false);
    expect(verifyBillplzSignature(CALLBACK, signature, 'S-other')).toBe(false);
    expect(verifyBillplzSignature(CALLBACK, 'zz', 'S-key')).toBe(false);
  });

  it('reads paid_at in its own offset and writes it in Malaysia’s', () => {
    expect(parseBillplzTime('2015-03-09 16:23:59 +0800')?.toISOString()).toBe('2015-03-09T08:23:59.000Z');
    expect(parseBillplzTime('')).toBeNull();
    expect(formatBillplzTime(new Date('2015-03-09T08:23:59.000Z'))).toBe('2015-03-09 16:23:59 +0800');
  });

  it('reads the redirect’s query, and nothing without a bill id', () => {
    const q = new URLSearchParams({ 'billplz[id]': 'abc', 'billplz[paid]': 'false', 'billplz[paid_at]': '', 'billplz[x_signature]': 'f'.repeat(64) });
    expect(readBillplzRedirect(`?${q.toString()}`)).toEqual({ id: 'abc', paid: 'false', paidAt: '', xSignature: 'f'.repeat(64) });
    expect(readBillplzRedirect('?view=x')).toBeNull();
  });
});
