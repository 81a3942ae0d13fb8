import { v7 as uuidv7 } from 'uuid';
import { deviceCodeFrom, isDeviceCode } from '@/lib/checkout/receipt-number';

/**
 * This browser's identity as a till: a device id (UUIDv7) and a short device code printed in
 * receipt numbers, made once and kept in localStorage; and the branch the till sells for.
 */
export interface DeviceIdentity {
  deviceId: string;
  deviceCode: string;
}

const KEY = 'bookit-device';
const BRANCH_KEY = 'bookit-device-branch';

function isIdentity(value: unknown): value is DeviceIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.deviceId === 'string' && typeof v.deviceCode === 'string' && isDeviceCode(v.deviceCode);
}

let cached: DeviceIdentity | null = null;

export function deviceIdentity(): DeviceIdentity {
  if (cached) return cached;
  const stored = localStorage.getItem(KEY);
  const parsed: unknown = stored === null ? null : JSON.parse(stored);
  if (isIdentity(parsed)) {
    cached = parsed;
    return parsed;
  }
  const made: DeviceIdentity = { deviceId: uuidv7(), deviceCode: deviceCodeFrom(crypto.getRandomValues(new Uint8Array(5))) };
  localStorage.setItem(KEY, JSON.stringify(made));
  cached = made;
  return made;
}

/** The branch this till sells for, as chosen in /settings/device (null: the first allowed one). */
export function deviceBranchId(): string | null {
  return localStorage.getItem(BRANCH_KEY);
}

export function setDeviceBranchId(branchId: string): void {
  localStorage.setItem(BRANCH_KEY, branchId);
}
