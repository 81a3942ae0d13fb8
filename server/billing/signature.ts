import { createHmac, timingSafeEqual } from 'node:crypto';
import { billplzSourceString } from '@/lib/subscription/billplz';

/** Billplz's X-Signature: hex HMAC-SHA256 of the sorted source string with the X Signature Key. */
export function billplzSignature(params: Readonly<Record<string, string>>, key: string): string {
  return createHmac('sha256', key).update(billplzSourceString(params)).digest('hex');
}

/** Whether `signature` is the one Billplz would give `params` (compared in constant time). */
export function verifyBillplzSignature(params: Readonly<Record<string, string>>, signature: string, key: string): boolean {
  const expected = Buffer.from(billplzSignature(params, key), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
