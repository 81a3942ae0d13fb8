import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { deviceBranchId, deviceIdentity } from '@/data/device';
import { useCurrentBranch } from '@/data/queries/access';
import { useCheckoutSettings, useOpenShift } from '@/data/queries/checkout';
import { useSession } from '@/data/queries/session';
import type { BranchRow } from '@/lib/api-types';
import type { ShiftRow } from '@/lib/checkout/rows';
import type { CheckoutSettingsValue } from '@/lib/checkout/settings';
import { ratesFrom, type SaleRates } from '@/lib/checkout/totals';
import { DEFAULT_CURRENCY } from '@/lib/money';

/** Everything a checkout screen needs about this till: device, branch, currency, settings, shift. */
export interface Till {
  deviceId: string;
  deviceCode: string;
  branch: BranchRow;
  businessName: string;
  currency: string;
  settings: CheckoutSettingsValue;
  rates: SaleRates;
  shift: ShiftRow | null;
}

/** undefined while loading; null when the till has no branch (no session or no branches yet). */
export function useTill(): Till | null | undefined {
  const { deviceId, deviceCode } = deviceIdentity();
  const session = useSession();
  const current = useCurrentBranch();
  const settings = useCheckoutSettings();
  const shift = useOpenShift(deviceId);
  const branchId = deviceBranchId() ?? current?.branch?.branchId ?? current?.allowed[0]?.branchId ?? null;
  // The answer carries the id it was read for: while a new id is read, the old answer is stale.
  const read = useLiveQuery(async () => ({ branchId, row: branchId ? ((await db.branches.get(branchId)) ?? null) : null }), [branchId]);
  const branch = read === undefined || read.branchId !== branchId || (branchId === null && current === undefined) ? undefined : read.row;
  return useMemo(() => {
    if (session === undefined || settings === undefined || shift === undefined || branch === undefined) return undefined;
    if (session === null || branch === null) return null;
    return {
      deviceId,
      deviceCode,
      branch,
      businessName: session.business.name,
      currency: session.business.currency || DEFAULT_CURRENCY,
      settings,
      rates: ratesFrom(settings.charges),
      shift,
    };
  }, [deviceId, deviceCode, session, settings, shift, branch]);
}
