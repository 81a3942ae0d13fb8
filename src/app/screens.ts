// The feature screens each route shows, loaded on demand; a route without one shows its page frame
// and title. `group` feeds the module preloading schedule (spec §4). Add a screen with one line.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PreloadGroup } from '@/lib/preload-schedule';

type Loader = () => Promise<{ default: ComponentType }>;

export interface Screen {
  load: Loader;
  Component: LazyExoticComponent<ComponentType>;
  group: PreloadGroup;
}

function screen(load: Loader, group: PreloadGroup = 'base'): Screen {
  return { load, Component: lazy(load), group };
}

/** Route pattern (as in route-table.ts) → screen. */
export const SCREENS: Record<string, Screen> = {
  '/dashboard': screen(() => import('@/features/dashboard/DashboardPage')),
  '/customers': screen(() => import('@/features/customers/CustomersPage')),
  '/customers/bulkUpload': screen(() => import('@/features/customers/CustomerBulkUploadPage')),
  '/customers/create': screen(() => import('@/features/customers/CustomerCreatePage')),
  '/customers/details/:id/*?': screen(() => import('@/features/customers/CustomerDetailsPage')),
  '/sync-issues': screen(() => import('@/features/sync-issues/SyncIssuesPage')),
  '/settings/all': screen(() => import('@/features/settings/SettingsAllPage')),
  '/settings/account/credentials': screen(() => import('@/features/settings/account/credentials/CredentialsPage')),
  '/settings/account/appearance': screen(() => import('@/features/settings/account/AppearancePage')),
  '/settings/account/datetime': screen(() => import('@/features/settings/account/DateTimePage')),
  '/checkout/carts': screen(() => import('@/features/checkout/CartsPage'), 'checkout'),
  '/checkout/menu': screen(() => import('@/features/checkout/MenuPage'), 'checkout'),
  '/checkout/menu/edit': screen(() => import('@/features/checkout/MenuEditPage'), 'checkout'),
  '/checkout/preview': screen(() => import('@/features/checkout/PreviewPage'), 'checkout'),
  '/checkout/review': screen(() => import('@/features/checkout/ReviewPage'), 'checkout'),
  '/checkout/reviewPayment': screen(() => import('@/features/checkout/ReviewPage'), 'checkout'),
  '/checkout/payment': screen(() => import('@/features/checkout/PaymentPage'), 'checkout'),
  '/checkout/receipt': screen(() => import('@/features/checkout/ReceiptPage'), 'checkout'),
  '/checkout/completed': screen(() => import('@/features/checkout/CompletedPage'), 'checkout'),
  '/checkout/shift': screen(() => import('@/features/checkout/ShiftPage'), 'checkout'),
  '/invoice': screen(() => import('@/features/invoices/InvoicesPage')),
  '/invoice/create': screen(() => import('@/features/invoices/InvoiceCreatePage')),
  '/invoice/details/:id': screen(() => import('@/features/invoices/InvoiceDetailsPage')),
  '/transactions/quotations': screen(() => import('@/features/invoices/QuotationsPage')),
  '/transactions/quotations/details/:id': screen(() => import('@/features/invoices/QuotationDetailsPage')),
  '/transactions/overview': screen(() => import('@/features/transactions/OverviewPage')),
  '/transactions/payments': screen(() => import('@/features/transactions/PaymentsPage')),
  '/transactions/payments/details/:id': screen(() => import('@/features/transactions/PaymentDetailsPage')),
  '/transactions/payments/details/:id/viewReceipt': screen(() => import('@/features/checkout/ReprintReceiptPage')),
  '/settings/business/einvoice': screen(() => import('@/features/invoices/EinvoiceSettingsPage')),
  '/settings/quotations/:branchId': screen(() => import('@/features/invoices/QuotationSettingsPage')),
  '/settings/branch/:branchId/quotations': screen(() => import('@/features/invoices/QuotationSettingsPage')),
  '/settings/device': screen(() => import('@/features/device/DeviceSettingsPage')),
  '/settings/checkout/charges': screen(() => import('@/features/settings/checkout/ChargesPage')),
  '/settings/checkout/paymentMethods': screen(() => import('@/features/settings/checkout/PaymentMethodsPage')),
  '/settings/checkout/receipt': screen(() => import('@/features/settings/checkout/ReceiptSettingsPage')),
  '/team': screen(() => import('@/features/team/TeamPage')),
  '/team/invite': screen(() => import('@/features/team/TeamInvitePage')),
  '/team/details/:id': screen(() => import('@/features/team/TeamDetailsPage')),
  '/settings/org/team': screen(() => import('@/features/team/TeamPage')),
  '/settings/business/general': screen(() => import('@/features/settings/business/BusinessGeneralPage')),
  '/settings/org/business': screen(() => import('@/features/settings/business/BusinessGeneralPage')),
  '/settings/org/payment': screen(() => import('@/features/settings/checkout/PaymentMethodsPage')),
  '/settings/org/website': screen(() => import('@/features/settings/OrgWebsitePage')),
  '/settings/org/account': screen(() => import('@/features/settings/OrgAccountPage')),
  '/settings/branch': screen(() => import('@/features/team/branches/BranchesPage')),
  '/settings/org/branches': screen(() => import('@/features/team/branches/BranchesPage')),
  '/settings/branch/create': screen(() => import('@/features/team/branches/BranchDetailsPage')),
  '/settings/branch/details/create': screen(() => import('@/features/team/branches/BranchDetailsPage')),
  '/settings/branch/details/:branchId': screen(() => import('@/features/team/branches/BranchDetailsPage')),
  '/settings/branch/:branchId/team': screen(() => import('@/features/team/branches/BranchTeamPage')),
  '/settings/checkout/menuLayout': screen(() => import('@/features/settings/checkout/MenuLayoutPage')),
  '/appointments/calendar': screen(() => import('@/features/appointments/CalendarPage'), 'appointments'),
  '/appointments/create': screen(() => import('@/features/appointments/booking/BookingCreatePage'), 'appointments'),
  '/appointments/:id/details': screen(() => import('@/features/appointments/details/AppointmentDetailsPage'), 'appointments'),
  '/attendance': screen(() => import('@/features/appointments/attendance/AttendancePage'), 'appointments'),
  '/appointments/table': screen(() => import('@/features/appointments/table/TablePage'), 'appointments'),
  '/appointments/summary': screen(() => import('@/features/appointments/summary/SummaryPage'), 'appointments'),
  '/catalogues/services': screen(() => import('@/features/catalogues/ServicesPage')),
  '/catalogues/services/create': screen(() => import('@/features/catalogues/ServiceCreatePage')),
  '/catalogues/services/details/:id': screen(() => import('@/features/catalogues/ServiceDetailsPage')),
  '/catalogues/products': screen(() => import('@/features/catalogues/ProductsPage')),
  '/catalogues/products/create': screen(() => import('@/features/catalogues/ProductCreatePage')),
  '/catalogues/products/details/:id': screen(() => import('@/features/catalogues/ProductDetailsPage')),
};
