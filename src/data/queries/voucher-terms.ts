import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { CartLine } from '@/lib/checkout/sale-schema';
import { voucherKey } from '@/lib/checkout/voucher-balance';
import { voucherTermsOf, type VoucherTerms } from '@/lib/checkout/voucher-rules';

/**
 * What the voucher with this code may pay for and until when, as the device knows it: the sale
 * line that sold it (its id is the voucher's balance row id) and the catalogue's voucher type.
 * Null when the device does not know the line (the server still checks).
 */
export function useVoucherTerms(code: string): VoucherTerms | null | undefined {
  const account = useActiveAccount();
  const key = voucherKey(code);
  return useLiveQuery(async () => {
    if (!account || key === '') return null;
    const balance = await db.balances.filter((b) => b.businessId === account.businessId && b.kind === 'voucher' && b.code !== null && voucherKey(b.code) === key).first();
    const matches = (l: CartLine) => l.kind === 'voucher' && (balance !== undefined ? l.id === balance.id : l.voucherCode !== null && voucherKey(l.voucherCode) === key);
    const sale = await db.sales.filter((s) => s.businessId === account.businessId && s.lines.some(matches)).first();
    const line = sale?.lines.find(matches);
    if (line === undefined) return null;
    const types = await db.voucherTypes.toArray();
    return voucherTermsOf(line, new Map(types.map((t) => [t.id, t])));
  }, [account?.businessId, key]);
}
