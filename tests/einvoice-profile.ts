import type { EinvoiceProfile } from '@/lib/einvoice/profile';

/** A valid tax identity of a salon (formats of the MyInvois SDK), for the unit and server tests. */
export const SALON_A_PROFILE: EinvoiceProfile = {
  enabled: true,
  legalName: 'Salon A Sdn Bhd',
  tin: 'C2584563200',
  idType: 'BRN',
  idValue: '201901234567',
  sstNumber: 'W10-1808-32000123',
  tourismTaxNumber: 'NA',
  msicCode: '96020',
  businessActivity: 'Hairdressing and other beauty treatment',
  address: { line1: '12 Jalan Bukit Bintang', line2: '', city: 'Kuala Lumpur', postcode: '55100', state: '14', country: 'MYS' },
  phone: '+60321234567',
  email: '',
};
