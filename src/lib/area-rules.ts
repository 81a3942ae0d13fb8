// Who may see each area (spec §6), shared by the navigation and the route guards so a hidden
// menu item is also a closed route.
import type { VisibilityRule } from '@/lib/access';

export const RULES = {
  all: {},
  dashboard: {},
  appointments: { resource: 'booking' },
  checkout: { feature: 'pos', resource: 'pos', demo: 'disabled' },
  customers: { resource: 'customers' },
  catalogues: { resource: 'catalogues' },
  packages: { feature: 'membership', resource: 'catalogues' },
  discounts: { feature: 'advDiscountReward', resource: 'catalogues' },
  commissions: { resource: 'commissions' },
  rewardProgram: { feature: 'rewardPts', resource: 'catalogues' },
  team: { resource: 'members' },
  attendance: { resource: 'members' },
  transactions: { resource: 'payment' },
  quotations: { feature: 'quotation', resource: 'payment' },
  invoice: { resource: 'payment', demo: 'disabled' },
  reports: { resource: 'reporting' },
  memberCommission: { resource: 'commissions' },
  packagesReport: { feature: 'membership', resource: 'reporting' },
  helps: { feature: 'helps', resource: 'help' },
  marketing: { feature: 'adv_crm', resource: 'customers' },
  settings: {},
  settingsOrgOnly: { tier: 'org-admin', resource: 'org_settings' },
  settingsBusiness: { tier: 'org-admin', resource: 'org_settings', demo: 'hidden' },
  settingsEinvoice: { tier: 'org-admin', resource: 'org_settings', feature: 'einvoice' },
  settingsBookings: { tier: 'org-admin', resource: 'org_settings' },
  settingsCommunications: { tier: 'org-admin', resource: 'org_settings', feature: 'staffComms' },
  settingsQuotations: { tier: 'org-admin', resource: 'org_settings', feature: 'quotation' },
  settingsCheckout: { tier: 'org-admin', resource: 'org_settings', feature: 'pos' },
  settingsWebsite: { tier: 'org-admin', resource: 'org_settings', demo: 'hidden' },
  settingsBranch: { tier: 'branch-admin', resource: 'branch_settings' },
  settingsDevice: {},
  settingsAccount: {},
} as const satisfies Record<string, VisibilityRule>;

export type AreaRule = keyof typeof RULES;
