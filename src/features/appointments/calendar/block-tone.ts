import type { CSSProperties } from 'react';
import type { AppointmentRow } from '@/lib/api-types';
import { AVATAR_PALETTE_SIZE, hashString } from '@/lib/avatar';

export type ColourBy = 'status' | 'service';

const STATUS_TONE: Record<string, string> = {
  CONFIRMED: 'var(--color-primary)',
  PENDING_BILLPLZ_PAYMENT: 'var(--color-warning)',
  PENDING_CUSTOM_PAYMENT: 'var(--color-warning)',
  ATTENDED: 'var(--color-success)',
  NO_SHOW: 'var(--color-danger)',
  CONFIRMED_ATTENDING: 'var(--color-info)',
};

/** The block's accent colour: by attendance or booking status, or by its first service. */
export function blockTone(row: AppointmentRow, colourBy: ColourBy): CSSProperties {
  if (row.kind === 'Blocker') return {};
  const tone =
    colourBy === 'service' && row.serviceId
      ? `var(--palette-${hashString(row.serviceId) % AVATAR_PALETTE_SIZE})`
      : (STATUS_TONE[row.attendance ?? row.status] ?? 'var(--color-primary)');
  return { ['--cal-tone' as string]: tone };
}
