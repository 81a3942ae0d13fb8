import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';

/**
 * The business's tax identity for e-invoicing through LHDN's MyInvois (issue 18), with the field
 * formats of the MyInvois SDK (e-Invoice guideline, data dictionary and code tables). One row per
 * business, its id the business id. Messages are i18n keys.
 */

/** Registration schemes a party's second identifier may use (the code table "ID type"). */
export const ID_TYPES = ['BRN', 'NRIC', 'PASSPORT', 'ARMY'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** State codes of the MyInvois code table (01 Johor … 16 Putrajaya, 17 not applicable). */
export const STATE_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17'] as const;

/**
 * TIN: a prefix for the kind of taxpayer (IG individual; C, CS, D, E, F, FA, PT, TA, TC, TN, TR,
 * TP, J, LE non-individuals) and its digits; EI… are LHDN's general TINs (general public, foreign).
 */
export const TIN = /^(IG\d{9,11}|(C|CS|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE)\d{8,11}0?|EI\d{11})$/;
/** The general-public buyer TIN for consolidated and anonymous B2C documents. */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';

/** The second identifier by scheme: BRN 12 digits (new format), NRIC 12 digits, passport and army 1–12 characters. */
export const ID_VALUE: Record<IdType, RegExp> = {
  BRN: /^\d{12}$/,
  NRIC: /^\d{12}$/,
  PASSPORT: /^[A-Z0-9]{1,12}$/,
  ARMY: /^[A-Z0-9]{1,12}$/,
};
/** SST registration: "NA" or up to two numbers like W10-1808-32000123, separated by ";". */
export const SST_NUMBER = /^(NA|[A-Z]\d{2}-\d{4}-\d{8}(;[A-Z]\d{2}-\d{4}-\d{8})?)$/;
/** MSIC 2008 industry code: five digits ("00000" when not applicable). */
export const MSIC_CODE = /^\d{5}$/;

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const required = (max: number, key: string) => text(max).min(1, key);

export const einvoiceAddressSchema = z.object({
  line1: required(150, 'einvoice.errors.addressRequired'),
  line2: text(150),
  city: required(50, 'einvoice.errors.cityRequired'),
  postcode: z.string().trim().regex(/^\d{5}$/, 'einvoice.errors.postcode'),
  state: z.enum(STATE_CODES, 'einvoice.errors.state'),
  /** ISO 3166-1 alpha-3. */
  country: z.string().regex(/^[A-Z]{3}$/, 'einvoice.errors.country'),
});
export type EinvoiceAddress = z.output<typeof einvoiceAddressSchema>;

export const einvoiceProfileSchema = z
  .object({
    /** Submit issued invoices and credit notes to MyInvois. */
    enabled: z.boolean(),
    /** The registered name (PartyLegalEntity / RegistrationName). */
    legalName: required(300, 'einvoice.errors.legalNameRequired'),
    tin: z.string().trim().toUpperCase().regex(TIN, 'einvoice.errors.tin'),
    idType: z.enum(ID_TYPES, 'einvoice.errors.idType'),
    idValue: z.string().trim().toUpperCase().min(1, 'einvoice.errors.idValue'),
    sstNumber: z.string().trim().toUpperCase().regex(SST_NUMBER, 'einvoice.errors.sstNumber'),
    /** Tourism tax registration: "NA" or the number. */
    tourismTaxNumber: z.string().trim().toUpperCase().regex(/^(NA|\d{3}-\d{4}-\d{8})$/, 'einvoice.errors.tourismTaxNumber'),
    msicCode: z.string().trim().regex(MSIC_CODE, 'einvoice.errors.msicCode'),
    businessActivity: required(300, 'einvoice.errors.businessActivityRequired'),
    address: einvoiceAddressSchema,
    /** E.164, at least 8 characters (the guideline's minimum). */
    phone: z.string().trim().regex(/^\+?[0-9]{8,20}$/, 'einvoice.errors.phone'),
    email: text(254).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'validation.InvalidEmail'),
  })
  .refine((p) => ID_VALUE[p.idType].test(p.idValue), { path: ['idValue'], message: 'einvoice.errors.idValue' });
export type EinvoiceProfile = z.output<typeof einvoiceProfileSchema>;
export type EinvoiceProfileInput = z.input<typeof einvoiceProfileSchema>;

/** The replicated row (table einvoiceProfiles): id = business id. */
export interface EinvoiceProfileRow extends RowMeta, EinvoiceProfile {}

export function emptyProfile(): EinvoiceProfile {
  return {
    enabled: false,
    legalName: '',
    tin: '',
    idType: 'BRN',
    idValue: '',
    sstNumber: 'NA',
    tourismTaxNumber: 'NA',
    msicCode: '',
    businessActivity: '',
    address: { line1: '', line2: '', city: '', postcode: '', state: '14', country: 'MYS' },
    phone: '',
    email: '',
  };
}
