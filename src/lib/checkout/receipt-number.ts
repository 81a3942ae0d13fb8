/**
 * Receipt and Z report numbers made on the device, offline: branch code, device code, and the
 * device's own sequence, e.g. `BGS-7K3QF-000042`. Two devices never share a device code (five
 * Crockford base-32 characters drawn at random when the device is first set up: 33 million
 * codes), and one device never repeats a sequence number (it is taken in the same IndexedDB
 * transaction as the sale). The server still flags a repeated number as an anomaly.
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DEVICE_CODE_LENGTH = 5;

export function deviceCodeFrom(random: Uint8Array): string {
  if (random.length < DEVICE_CODE_LENGTH) throw new RangeError('Not enough random bytes for a device code');
  let code = '';
  for (let i = 0; i < DEVICE_CODE_LENGTH; i++) code += CROCKFORD[(random[i] ?? 0) & 31];
  return code;
}

export function isDeviceCode(value: string): boolean {
  return new RegExp(`^[${CROCKFORD}]{${DEVICE_CODE_LENGTH}}$`).test(value);
}

function branchPart(branchCode: string): string {
  const clean = branchCode.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return clean === '' ? 'BR' : clean.slice(0, 6);
}

export function formatReceiptNumber(branchCode: string, deviceCode: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${branchPart(branchCode)}-${deviceCode}-${String(sequence).padStart(6, '0')}`;
}

export function formatZNumber(branchCode: string, deviceCode: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  return `Z-${branchPart(branchCode)}-${deviceCode}-${String(sequence).padStart(4, '0')}`;
}
