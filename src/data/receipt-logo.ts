import { db as defaultDb, type BookitDb } from '@/data/db';
import { checkoutLocalKeys } from '@/data/checkout-local';
import { decodeLogo, type LogoBitmap } from '@/lib/checkout/receipt-logo';

/**
 * The receipt logo of a business as printer pixels: decoded once from its address and kept on the
 * device, so a till that went offline still prints it. A new address replaces the kept one.
 * Throws when the logo cannot be fetched or decoded and none is kept for that address.
 */
export async function receiptLogoFor(
  businessId: string,
  url: string,
  options: { db?: BookitDb; decode?: (url: string) => Promise<LogoBitmap> } = {},
): Promise<LogoBitmap | null> {
  if (url === '') return null;
  const db = options.db ?? defaultDb;
  const key = checkoutLocalKeys.receiptLogo(businessId);
  const kept = await db.checkoutLocal.get(key);
  if (kept?.kind === 'receiptLogo' && kept.value.url === url) return kept.value.bitmap;
  const bitmap = await (options.decode ?? decodeLogo)(url);
  await db.checkoutLocal.put({ key, kind: 'receiptLogo', value: { url, bitmap } });
  return bitmap;
}
