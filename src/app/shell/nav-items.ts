// The main navigation, in the order of spec §2.3. Labels are i18n keys (namespace app, `nav`).
import type { IconName } from '@/ui/Icon';
import { links } from '@/lib/links';

export interface NavItem {
  id: string;
  labelKey: string;
  href: string;
  icon: IconName;
  /** Paths under this prefix mark the item current. */
  match: string;
  children?: { id: string; labelKey: string; href: string }[];
}

export const MAIN_NAV: NavItem[] = [
  { id: 'dashboard', labelKey: 'nav.dashboard', href: links.dashboard(), icon: 'inbox', match: '/dashboard' },
  {
    id: 'appointments',
    labelKey: 'nav.appointments',
    href: links.appointmentsCalendar(),
    icon: 'calendar',
    match: '/appointments',
    children: [
      { id: 'summary', labelKey: 'nav.summary', href: links.appointmentsSummary() },
      { id: 'calendar', labelKey: 'nav.calendar', href: links.appointmentsCalendar() },
      { id: 'table', labelKey: 'nav.table', href: links.appointmentsTable() },
    ],
  },
  {
    id: 'checkout',
    labelKey: 'nav.checkout',
    href: links.checkoutCarts(),
    icon: 'tag',
    match: '/checkout',
    children: [
      { id: 'carts', labelKey: 'nav.carts', href: links.checkoutCarts() },
      { id: 'menu', labelKey: 'nav.menu', href: links.checkoutMenu() },
    ],
  },
  { id: 'customers', labelKey: 'nav.customers', href: links.customers(), icon: 'users', match: '/customers' },
  { id: 'catalogues', labelKey: 'nav.catalogues', href: links.catalogue('services'), icon: 'list', match: '/catalogues' },
  { id: 'team', labelKey: 'nav.team', href: links.team(), icon: 'users', match: '/team' },
  { id: 'transactions', labelKey: 'nav.transactions', href: links.transactionsOverview(), icon: 'copy', match: '/transactions' },
  { id: 'invoice', labelKey: 'nav.invoice', href: links.invoice(), icon: 'file', match: '/invoice' },
  { id: 'reports', labelKey: 'nav.reports', href: links.reportsAll(), icon: 'table', match: '/reports' },
  { id: 'helps', labelKey: 'nav.helps', href: links.helps(), icon: 'info', match: '/helps' },
  { id: 'settings', labelKey: 'nav.settings', href: links.settingsAll(), icon: 'pencil', match: '/settings' },
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.match || pathname.startsWith(`${item.match}/`);
}
