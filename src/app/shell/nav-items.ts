// The navigation of spec §2.3: the main view in its order, and the settings view. Labels are i18n
// keys (namespace app); rules come from area-rules.ts, the same ones that guard the routes.
import type { IconName } from '@/ui/Icon';
import { links } from '@/lib/links';
import { visibilityOf, type Visibility, type VisibilityContext } from '@/lib/access';
import { RULES, type AreaRule } from '@/lib/area-rules';

export interface NavChild {
  id: string;
  labelKey: string;
  /** Branch-scoped links take the current branch id. */
  href: (branchId: string | null) => string;
  rule: AreaRule;
}

export interface NavItem extends NavChild {
  icon: IconName;
  /** Paths under this prefix mark the item current. */
  match: string;
  children?: NavChild[];
}

const to = (path: string) => () => path;
const child = (id: string, labelKey: string, href: NavChild['href'], rule: AreaRule): NavChild => ({ id, labelKey, href, rule });
const branchLink = (build: (branchId: string) => string) => (branchId: string | null) => (branchId ? build(branchId) : links.settingsBranches());

export const MAIN_NAV: NavItem[] = [
  { id: 'dashboard', labelKey: 'nav.dashboard', href: to(links.dashboard()), icon: 'inbox', match: '/dashboard', rule: 'dashboard' },
  {
    id: 'appointments',
    labelKey: 'nav.appointments',
    href: to(links.appointmentsCalendar()),
    icon: 'calendar',
    match: '/appointments',
    rule: 'appointments',
    children: [
      child('summary', 'nav.summary', to(links.appointmentsSummary()), 'appointments'),
      child('calendar', 'nav.calendar', to(links.appointmentsCalendar()), 'appointments'),
      child('table', 'nav.table', to(links.appointmentsTable()), 'appointments'),
    ],
  },
  {
    id: 'checkout',
    labelKey: 'nav.checkout',
    href: to(links.checkoutCarts()),
    icon: 'tag',
    match: '/checkout',
    rule: 'checkout',
    children: [
      child('carts', 'nav.carts', to(links.checkoutCarts()), 'checkout'),
      child('menu', 'nav.menu', to(links.checkoutMenu()), 'checkout'),
    ],
  },
  { id: 'customers', labelKey: 'nav.customers', href: to(links.customers()), icon: 'users', match: '/customers', rule: 'customers' },
  {
    id: 'catalogues',
    labelKey: 'nav.catalogues',
    href: to(links.catalogue('services')),
    icon: 'list',
    match: '/catalogues',
    rule: 'catalogues',
    children: [
      child('services', 'routes.catalogues.services', to(links.catalogue('services')), 'catalogues'),
      child('products', 'routes.catalogues.products', to(links.catalogue('products')), 'catalogues'),
      child('packages', 'routes.catalogues.packages', to(links.catalogue('packages')), 'packages'),
      child('discounts', 'routes.catalogues.discounts', to(links.catalogue('discounts')), 'discounts'),
      child('vouchers', 'routes.catalogues.vouchers', to(links.catalogue('vouchers')), 'catalogues'),
      child('commissions', 'routes.catalogues.commissionPattern', to(links.catalogue('commissionPattern')), 'commissions'),
      child('rewardProgram', 'routes.catalogues.rewardProgram', to(links.catalogue('rewardProgram')), 'rewardProgram'),
    ],
  },
  { id: 'team', labelKey: 'nav.team', href: to(links.team()), icon: 'users', match: '/team', rule: 'team' },
  {
    id: 'transactions',
    labelKey: 'nav.transactions',
    href: to(links.transactionsOverview()),
    icon: 'copy',
    match: '/transactions',
    rule: 'transactions',
    children: [
      child('overview', 'routes.transactions.overview', to(links.transactionsOverview()), 'transactions'),
      child('payments', 'routes.transactions.payments', to(links.transactionsPayments()), 'transactions'),
    ],
  },
  { id: 'invoice', labelKey: 'nav.invoice', href: to(links.invoice()), icon: 'file', match: '/invoice', rule: 'invoice' },
  {
    id: 'reports',
    labelKey: 'nav.reports',
    href: to(links.reportsAll()),
    icon: 'table',
    match: '/reports',
    rule: 'reports',
    children: [
      child('all', 'routes.reports.all', to(links.reportsAll()), 'reports'),
      child('sales', 'routes.reports.sales', to(links.reportsSales()), 'reports'),
      child('memberCommission', 'routes.reports.memberCommission', to(links.reportsMemberCommission()), 'memberCommission'),
      child('booking', 'routes.reports.booking', to(links.reportsBooking()), 'reports'),
      child('insights', 'routes.reports.insights', to(links.reportsCustomerInsights()), 'reports'),
    ],
  },
  { id: 'helps', labelKey: 'nav.helps', href: to(links.helps()), icon: 'info', match: '/helps', rule: 'helps' },
  { id: 'settings', labelKey: 'nav.settings', href: to(links.settingsAll()), icon: 'pencil', match: '/settings', rule: 'settings' },
];

/** The settings view of the navigation (spec §2.3). */
export const SETTINGS_NAV: NavItem[] = [
  { id: 'all', labelKey: 'settingsNav.all', href: to(links.settingsAll()), icon: 'list', match: '/settings/all', rule: 'settings' },
  { id: 'bookings', labelKey: 'settingsNav.bookings', href: branchLink(links.settingsBookings), icon: 'calendar', match: '/settings/bookings', rule: 'settingsBookings' },
  {
    id: 'business',
    labelKey: 'settingsNav.businessTitle',
    href: to(links.settingsBusiness('general')),
    icon: 'file',
    match: '/settings/business',
    rule: 'settingsBusiness',
    children: [
      child('general', 'settingsNav.business.general', to(links.settingsBusiness('general')), 'settingsBusiness'),
      child('subscription', 'settingsNav.business.subscription', to(links.settingsBusiness('subscription')), 'settingsBusiness'),
      child('audit', 'settingsNav.business.audit', to(links.settingsBusiness('audit')), 'settingsBusiness'),
    ],
  },
  { id: 'branch', labelKey: 'settingsNav.branch', href: to(links.settingsBranches()), icon: 'mapPin', match: '/settings/branch', rule: 'settingsBranch' },
  {
    id: 'communications',
    labelKey: 'settingsNav.communications',
    href: branchLink(links.settingsWhatsapp),
    icon: 'phone',
    match: '/settings/communications',
    rule: 'settingsCommunications',
    children: [
      child('whatsapp', 'settingsNav.whatsapp', branchLink(links.settingsWhatsapp), 'settingsCommunications'),
      child('messageTemplate', 'settingsNav.messageTemplate', branchLink(links.settingsMessageTemplates), 'settingsCommunications'),
    ],
  },
  {
    id: 'checkout',
    labelKey: 'settingsNav.checkoutTitle',
    href: to(links.settingsCheckout('receipt')),
    icon: 'tag',
    match: '/settings/checkout',
    rule: 'settingsCheckout',
    children: (['receipt', 'charges', 'paymentMethods', 'menuLayout'] as const).map((p) =>
      child(p, `settingsNav.checkout.${p}`, to(links.settingsCheckout(p)), 'settingsCheckout'),
    ),
  },
  { id: 'device', labelKey: 'settingsNav.device', href: to(links.settingsDevice()), icon: 'qr', match: '/settings/device', rule: 'settingsDevice' },
  {
    id: 'account',
    labelKey: 'settingsNav.accountTitle',
    href: to(links.settingsAccount('general')),
    icon: 'users',
    match: '/settings/account',
    rule: 'settingsAccount',
    children: (['general', 'datetime', 'notifications', 'appearance', 'credentials', 'integrations'] as const).map((p) =>
      child(p, `settingsNav.account.${p}`, to(links.settingsAccount(p)), 'settingsAccount'),
    ),
  },
  {
    id: 'website',
    labelKey: 'settingsNav.websiteTitle',
    href: to(links.settingsWebsite('bookingExperience')),
    icon: 'externalLink',
    match: '/settings/website',
    rule: 'settingsWebsite',
    children: (['appearance', 'dataPrivacy', 'bookingPolicy', 'bookingExperience', 'payment', 'socialMediaIcon'] as const).map((p) =>
      child(p, `settingsNav.website.${p}`, to(links.settingsWebsite(p)), 'settingsWebsite'),
    ),
  },
];

/** Organisation settings: not in the settings view of the navigation, but found by its search. */
export const ORG_SETTINGS_NAV: NavItem[] = [
  {
    id: 'org',
    labelKey: 'settingsNav.orgTitle',
    href: to(links.settingsOrg('business')),
    icon: 'users',
    match: '/settings/org',
    rule: 'settingsOrgOnly',
    children: (['business', 'branches', 'team', 'payment', 'commission', 'website', 'account'] as const).map((p) =>
      child(p, `settingsNav.org.${p}`, to(links.settingsOrg(p)), 'settingsOrgOnly'),
    ),
  },
];

export function isUnder(match: string, pathname: string): boolean {
  return pathname === match || pathname.startsWith(`${match}/`);
}

export function navVisibility(item: NavChild, ctx: VisibilityContext): Visibility {
  return visibilityOf(RULES[item.rule], ctx);
}

export interface VisibleNavItem extends Omit<NavItem, 'children'> {
  disabled: boolean;
  children: (NavChild & { disabled: boolean })[];
}

/** The items the user may see, in order; demo-disabled ones are kept and marked. */
export function visibleNav(items: readonly NavItem[], ctx: VisibilityContext): VisibleNavItem[] {
  return items.flatMap((item) => {
    const v = navVisibility(item, ctx);
    if (v === 'hidden') return [];
    const children = (item.children ?? []).flatMap((c) => {
      const cv = navVisibility(c, ctx);
      return cv === 'hidden' ? [] : [{ ...c, disabled: cv === 'disabled' || v === 'disabled' }];
    });
    return [{ ...item, disabled: v === 'disabled', children }];
  });
}
