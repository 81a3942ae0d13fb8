import { z } from 'zod';

/**
 * An http(s) address (images, logos): `javascript:`, `data:` and other schemes are refused, so a
 * stored address can never run or carry markup wherever it is shown.
 */
export const webUrl = () => z.url({ protocol: /^https?$/, error: 'validation.invalidUrl' }).max(2000, 'validation.tooLong');
