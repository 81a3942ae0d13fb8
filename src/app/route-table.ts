// Every route of spec §2.2 with its title and access rule; src/app/routes.tsx renders them.
// Patterns use wouter syntax; the more specific of two overlapping patterns comes first.
import { links } from '@/lib/links';
import type { AreaRule } from '@/lib/area-rules';

export interface AppRoute {
  path: string;
  titleKey: string;
  rule: AreaRule;
}

/** Paths that only forward somewhere else. A function target reads the current branch. */
export type RedirectTarget = string | ((branchId: string | null) => string);

export const REDIRECTS: readonly [from: string, to: RedirectTarget][] = [
  ['/', links.dashboard()],
  ['/auth', links.dashboard()],
  ['/signup', links.dashboard()],
  ['/join', links.dashboard()],
  ['/appointments', links.appointmentsCalendar()],
  ['/checkout', links.checkoutCarts()],
  ['/catalogues', links.catalogue('services')],
  ['/transactions', links.transactionsOverview()],
  ['/reports', links.reportsAll()],
  ['/settings', links.settingsAll()],
  ['/settings/account', links.settingsAccount('general')],
  ['/settings/website', links.settingsWebsite('bookingExperience')],
  ['/settings/business', links.settingsBusiness('general')],
  ['/settings/checkout', links.settingsCheckout('receipt')],
  ['/checkout/settings', links.settingsCheckout('receipt')],
  ['/settings/org', links.settingsOrg('business')],
  ['/settings/communications', (branchId) => (branchId ? links.settingsWhatsapp(branchId) : links.settingsAll())],
];

const r = (path: string, titleKey: string, rule: AreaRule): AppRoute => ({ path, titleKey, rule });

const CATALOGUE_KINDS = [
  ['services', 'catalogues'],
  ['products', 'catalogues'],
  ['packages', 'packages'],
  ['discounts', 'discounts'],
  ['vouchers', 'catalogues'],
  ['commissionPattern', 'commissions'],
  ['rewardProgram', 'rewardProgram'],
] as const satisfies readonly (readonly [string, AreaRule])[];

const catalogueRoutes = CATALOGUE_KINDS.flatMap(([kind, rule]) => [
  r(`/catalogues/${kind}`, `routes.catalogues.${kind}`, rule),
  r(`/catalogues/${kind}/create`, `routes.catalogues.${kind}`, rule),
  ...(kind === 'services' || kind === 'products' ? [r(`/catalogues/${kind}/bulkUpload`, `routes.catalogues.${kind}`, rule)] : []),
  r(`/catalogues/${kind}/details/:id`, `routes.catalogues.${kind}`, rule),
]);

const ACCOUNT_PAGES = ['general', 'datetime', 'notifications', 'appearance', 'credentials', 'integrations'] as const;
const WEBSITE_PAGES = ['appearance', 'dataPrivacy', 'bookingPolicy', 'bookingExperience', 'payment', 'socialMediaIcon'] as const;
const BUSINESS_PAGES = ['general', 'subscription', 'audit', 'einvoice', 'integrations'] as const;
const CHECKOUT_PAGES = ['receipt', 'charges', 'paymentMethods', 'menuLayout'] as const;
const ORG_PAGES = ['business', 'branches', 'team', 'payment', 'commission', 'website', 'account'] as const;

export const ROUTES: readonly AppRoute[] = [
  r('/dashboard', 'nav.dashboard', 'dashboard'),
  r('/marketing', 'routes.marketing', 'marketing'),
  r('/attendance', 'routes.attendance', 'attendance'),

  r('/reports/all', 'nav.reports', 'reports'),
  r('/reports/sales', 'routes.reports.sales', 'reports'),
  r('/reports/booking', 'routes.reports.booking', 'reports'),
  r('/reports/memberCommission', 'routes.reports.memberCommission', 'memberCommission'),
  r('/reports/packages', 'routes.reports.packages', 'packagesReport'),
  r('/reports/packages/details/:packageId', 'routes.reports.packages', 'packagesReport'),
  r('/reports/customers', 'routes.reports.customers', 'reports'),
  r('/reports/customers/insights', 'routes.reports.insights', 'reports'),
  r('/reports/customers/financialSnapshots', 'routes.reports.financialSnapshots', 'reports'),
  r('/reports/products/stock', 'routes.reports.stock', 'reports'),

  r('/customers', 'nav.customers', 'customers'),
  r('/customers/bulkUpload', 'nav.customers', 'customers'),
  r('/customers/create', 'nav.customers', 'customers'),
  r('/customers/details/:id/*?', 'nav.customers', 'customers'),

  r('/checkout/carts', 'nav.carts', 'checkout'),
  r('/checkout/menu', 'nav.menu', 'checkout'),
  r('/checkout/menu/edit', 'nav.menu', 'checkout'),
  r('/checkout/preview', 'nav.checkout', 'checkout'),
  r('/checkout/completed', 'nav.checkout', 'checkout'),
  r('/checkout/settings', 'nav.checkout', 'checkout'),
  r('/checkout/reviewPayment', 'nav.checkout', 'checkout'),
  r('/checkout/review', 'nav.checkout', 'checkout'),
  r('/checkout/payment', 'nav.checkout', 'checkout'),
  r('/checkout/receipt', 'nav.checkout', 'checkout'),
  r('/checkout/shift', 'shift.title', 'checkout'),

  r('/appointments/calendar', 'nav.calendar', 'appointments'),
  r('/appointments/table', 'nav.table', 'appointments'),
  r('/appointments/summary', 'nav.summary', 'appointments'),
  r('/appointments/create', 'nav.appointments', 'appointments'),
  r('/appointments/:id/details', 'nav.appointments', 'appointments'),

  r('/settings/all', 'nav.settings', 'settings'),
  ...ACCOUNT_PAGES.map((p) => r(`/settings/account/${p}`, `settingsNav.account.${p}`, 'settingsAccount')),
  ...WEBSITE_PAGES.map((p) => r(`/settings/website/${p}`, `settingsNav.website.${p}`, 'settingsWebsite')),
  ...BUSINESS_PAGES.map((p) => r(`/settings/business/${p}`, `settingsNav.business.${p}`, p === 'einvoice' ? 'settingsEinvoice' : 'settingsBusiness')),
  r('/settings/branch', 'settingsNav.branch', 'settingsBranch'),
  r('/settings/branch/create', 'settingsNav.branch', 'settingsBranch'),
  r('/settings/branch/details/create', 'settingsNav.branch', 'settingsBranch'),
  r('/settings/branch/details/:branchId', 'settingsNav.branch', 'settingsBranch'),
  r('/settings/branch/:branchId/team', 'settingsNav.branch', 'settingsBranch'),
  r('/settings/branch/:branchId/whatsapp', 'settingsNav.whatsapp', 'settingsCommunications'),
  r('/settings/branch/:branchId/messageTemplate', 'settingsNav.messageTemplate', 'settingsCommunications'),
  r('/settings/branch/:branchId/messageTemplate/create', 'settingsNav.messageTemplate', 'settingsCommunications'),
  r('/settings/branch/:branchId/bookings', 'settingsNav.bookings', 'settingsBookings'),
  r('/settings/branch/:branchId/quotations', 'settingsNav.quotations', 'settingsQuotations'),
  r('/settings/bookings/:branchId', 'settingsNav.bookings', 'settingsBookings'),
  r('/settings/communications/whatsapp/:branchId', 'settingsNav.whatsapp', 'settingsCommunications'),
  r('/settings/communications/messageTemplate/:branchId', 'settingsNav.messageTemplate', 'settingsCommunications'),
  r('/messageTemplate/create', 'settingsNav.messageTemplate', 'settingsCommunications'),
  r('/messageTemplate/details/:templateId', 'settingsNav.messageTemplate', 'settingsCommunications'),
  r('/settings/quotations/:branchId', 'settingsNav.quotations', 'settingsQuotations'),
  ...CHECKOUT_PAGES.map((p) => r(`/settings/checkout/${p}`, `settingsNav.checkout.${p}`, 'settingsCheckout')),
  r('/settings/device', 'settingsNav.device', 'settingsDevice'),
  ...ORG_PAGES.map((p) => r(`/settings/org/${p}`, `settingsNav.org.${p}`, 'settingsOrgOnly')),
  r('/settings/org/commission/patterns/create', 'settingsNav.org.commission', 'settingsOrgOnly'),
  r('/settings/org/commission/patterns/details/:id', 'settingsNav.org.commission', 'settingsOrgOnly'),

  ...catalogueRoutes,

  r('/team', 'nav.team', 'team'),
  r('/team/invite', 'nav.team', 'team'),
  r('/team/details/:id', 'nav.team', 'team'),

  r('/invoice', 'nav.invoice', 'invoice'),
  r('/invoice/create', 'nav.invoice', 'invoice'),
  r('/invoice/details/:id', 'nav.invoice', 'invoice'),
  r('/invoice/einvoices', 'nav.invoice', 'invoice'),
  r('/invoice/einvoices/:id', 'nav.invoice', 'invoice'),

  r('/helps', 'nav.helps', 'helps'),
  r('/helps/result', 'nav.helps', 'helps'),
  r('/helps/:type', 'nav.helps', 'helps'),
  r('/helps/:type/:id', 'nav.helps', 'helps'),

  r('/transactions/overview', 'routes.transactions.overview', 'transactions'),
  r('/transactions/payments', 'routes.transactions.payments', 'transactions'),
  r('/transactions/payments/details/:id', 'routes.transactions.payments', 'transactions'),
  r('/transactions/payments/details/:id/viewReceipt', 'routes.transactions.payments', 'transactions'),
  r('/transactions/quotations', 'routes.transactions.quotations', 'quotations'),
  r('/transactions/quotations/details/:id', 'routes.transactions.quotations', 'quotations'),
  r('/payment/callback', 'routes.paymentCallback', 'all'),
  r('/integrations/google/opt-out', 'routes.googleOptOut', 'all'),
];

/** Pages where the "business required" modal never shows (spec §2.3). */
export const BUSINESS_OPTIONAL_PATHS = [links.dashboard(), links.join(), links.paymentCallback()];
