import type { CustomerAddress, CustomerRow } from '@/lib/api-types';
import type { Prng } from '@server/seed/prng';

const STREETS: readonly [string, string, string, string][] = [
  ['Jalan Telawi 2', 'Bangsar Baru', '59100', 'Kuala Lumpur'],
  ['Jalan SS 2/55', 'SS 2', '47300', 'Petaling Jaya'],
  ['Jalan Bukit Bintang', 'Bukit Bintang', '55100', 'Kuala Lumpur'],
  ['Jalan PJU 7/3', 'Mutiara Damansara', '47800', 'Petaling Jaya'],
  ['Jalan Kerinchi', 'Pantai Dalam', '59200', 'Kuala Lumpur'],
];

export type SeedProfile = Pick<CustomerRow, 'birthday' | 'gender' | 'address' | 'whatsappConsentAt' | 'emailConsentAt'>;

/** Birthday for most, gender where the name says it (binti, a/p) or was given, some addresses and consents. */
export function customerProfile(r: Prng, lastName: string): SeedProfile {
  const birthday = r.chance(0.7) ? `${r.int(1960, 2005)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}` : null;
  const gender: CustomerRow['gender'] = /^(binti|a\/p)\b/.test(lastName) ? 'female' : /^(bin|a\/l)\b/.test(lastName) ? 'male' : r.chance(0.5) ? r.pick(['female', 'male'] as const) : '';
  let address: CustomerAddress | null = null;
  if (r.chance(0.3)) {
    const [street, area, postalCode, city] = r.pick(STREETS);
    address = { address1: `${r.int(1, 88)} ${street}`, address2: area, city, postalCode, province: city === 'Kuala Lumpur' ? 'Wilayah Persekutuan Kuala Lumpur' : 'Selangor', country: 'Malaysia' };
  }
  const consent = () => (r.chance(0.55) ? new Date(Date.UTC(2025, r.int(0, 11), r.int(1, 28), r.int(1, 10))).toISOString() : null);
  return { birthday, gender, address, whatsappConsentAt: consent(), emailConsentAt: consent() };
}
