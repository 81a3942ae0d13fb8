import { z } from 'zod';
import { ANOMALY_RESOLUTIONS } from '@/lib/checkout/rows';

/**
 * Closing a flagged anomaly (PATCH /b/{businessId}/sale-anomalies/{id}): "resolved" when the
 * cause was put right (stock counted, voucher settled), "acknowledged" when it was seen and needs
 * nothing done. Shared by the device and the server.
 */
export const anomalyResolveSchema = z.object({
  resolution: z.enum(ANOMALY_RESOLUTIONS, 'validation.invalidResolution'),
  note: z.string().trim().max(300, 'validation.tooLong'),
  resolvedAt: z.iso.datetime({ offset: true, message: 'validation.invalidTime' }),
});
export type AnomalyResolveInput = z.output<typeof anomalyResolveSchema>;
