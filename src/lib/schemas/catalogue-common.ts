import { z } from 'zod';

/** Money in minor units (sen); at most RM 1,000,000. */
const price = z.number().int('catalogues.validation.wholeSen').min(0, 'catalogues.validation.notNegative').max(100_000_000, 'catalogues.validation.tooLarge');

/** Fields every sellable catalogue item has (services, products). */
export const catalogueCommon = {
  name: z.string().trim().min(1, 'catalogues.validation.nameRequired').max(120, 'validation.tooLong'),
  category: z.string().trim().max(60, 'validation.tooLong'),
  price,
  /** Whether SST applies to it. */
  sst: z.boolean(),
  imageUrl: z
    .string()
    .trim()
    .max(2000, 'validation.tooLong')
    .refine((v) => /^https?:\/\/\S+$/.test(v), 'catalogues.validation.invalidUrl')
    .nullable(),
  /** False once archived: it leaves the menu; sales that refer to it stay readable. */
  active: z.boolean(),
};
