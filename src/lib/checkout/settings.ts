import { z } from 'zod';
import { webUrl } from '@/lib/schemas/web-url';

/**
 * Checkout settings of a business (spec §2.2 /settings/checkout/*), one row per business whose id
 * is the business id. Rates are basis points (800 = 8%). Shared by the device and the server.
 */
/** `points` is the customer's reward points (issue 16): offered by checkout's "Pay with points", not a configurable method. */
export const PAYMENT_METHODS = ['cash', 'card', 'qr', 'bank', 'credit', 'voucher', 'points'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods the checkout settings switch on and off. */
const SETTING_METHODS = ['cash', 'card', 'qr', 'bank', 'credit', 'voucher'] as const;

const rate = z.number().int('validation.invalidRate').min(0, 'validation.invalidRate').max(10_000, 'validation.invalidRate');
const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');

export const chargesSchema = z.object({
  serviceCharge: z.object({ enabled: z.boolean(), rateBp: rate }),
  /** Malaysian sales and service tax: service tax on services, optionally on products. */
  sst: z.object({ enabled: z.boolean(), rateBp: rate, onServices: z.boolean(), onProducts: z.boolean() }),
  /** Cash totals round to the currency's cash step (5 sen for myr). */
  cashRounding: z.object({ enabled: z.boolean() }),
  tips: z.object({ enabled: z.boolean(), presetsBp: z.array(rate).max(4) }),
});
export type ChargeSettings = z.output<typeof chargesSchema>;

export const paymentMethodSchema = z.object({
  method: z.enum(SETTING_METHODS, 'validation.invalidMethod'),
  enabled: z.boolean(),
  /** Shown on the payment screen and the receipt; empty means the translated default. */
  label: text(40),
  requiresReference: z.boolean(),
});
export type PaymentMethodSetting = z.output<typeof paymentMethodSchema>;

/** What a receipt may leave out; a field the row does not name is shown (`points`: the customer's reward points, issue 16). */
export const RECEIPT_FIELDS = ['branchAddress', 'branchPhone', 'cashier', 'customer', 'staff', 'taxBreakdown', 'qrCode', 'points'] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

export const receiptSettingsSchema = z.object({
  header: text(300),
  footer: text(300),
  logoUrl: z.union([webUrl(), z.literal('')]),
  show: z.partialRecord(z.enum(RECEIPT_FIELDS), z.boolean()),
});
export type ReceiptSettings = z.output<typeof receiptSettingsSchema>;

export const menuLayoutSchema = z.object({
  /** Category names in the order the menu shows them; categories not listed follow by name. */
  categoryOrder: z.array(text(80)).max(200),
  hiddenCategories: z.array(text(80)).max(200),
  /** Items pinned to the "Favourites" tab, in order. */
  favourites: z.array(z.uuid('validation.invalidId')).max(60),
});
export type MenuLayout = z.output<typeof menuLayoutSchema>;

export const checkoutSettingsPatchSchema = z
  .object({
    charges: chargesSchema,
    paymentMethods: z.array(paymentMethodSchema).max(PAYMENT_METHODS.length),
    receipt: receiptSettingsSchema,
    menuLayout: menuLayoutSchema,
  })
  .partial()
  .strict();
export type CheckoutSettingsPatch = z.output<typeof checkoutSettingsPatchSchema>;

export interface CheckoutSettingsValue {
  charges: ChargeSettings;
  paymentMethods: PaymentMethodSetting[];
  receipt: ReceiptSettings;
  menuLayout: MenuLayout;
}

/** Malaysian defaults: no service charge, 8% service tax on services, cash rounding on. */
export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettingsValue = {
  charges: {
    serviceCharge: { enabled: false, rateBp: 1000 },
    sst: { enabled: true, rateBp: 800, onServices: true, onProducts: false },
    cashRounding: { enabled: true },
    tips: { enabled: false, presetsBp: [500, 1000, 1500] },
  },
  paymentMethods: [
    { method: 'cash', enabled: true, label: '', requiresReference: false },
    { method: 'card', enabled: true, label: '', requiresReference: true },
    { method: 'qr', enabled: true, label: '', requiresReference: true },
    { method: 'bank', enabled: true, label: '', requiresReference: true },
    { method: 'credit', enabled: true, label: '', requiresReference: false },
    { method: 'voucher', enabled: true, label: '', requiresReference: true },
  ],
  receipt: {
    header: '',
    footer: 'Thank you! Please come again.',
    logoUrl: '',
    show: { branchAddress: true, branchPhone: true, cashier: true, customer: true, staff: true, taxBreakdown: true, qrCode: true, points: true },
  },
  menuLayout: { categoryOrder: [], hiddenCategories: [], favourites: [] },
};

/** Settings with every section present: a stored row may predate a section. */
export function withDefaults(value: Partial<CheckoutSettingsValue> | null | undefined): CheckoutSettingsValue {
  return { ...DEFAULT_CHECKOUT_SETTINGS, ...(value ?? {}) };
}
