import { Prng } from '@server/seed/prng';
import type { PackageValidity } from '@/lib/schemas/package';

/** The demo salon's catalogue. Prices in sen (myr minor unit). */
export interface ServiceSeed {
  name: string;
  category: string;
  durationMinutes: number;
  price: number;
  /** After the service: colour developing (processing), a room reset (buffer); both keep the member busy. */
  processingMinutes?: number;
  bufferMinutes?: number;
}

/** The minutes a seeded service keeps its member busy after it. */
export function extraOf(s: ServiceSeed): number {
  return (s.processingMinutes ?? 0) + (s.bufferMinutes ?? 0);
}

export const SERVICES: readonly ServiceSeed[] = [
  { name: "Women's Haircut", category: 'Hair', durationMinutes: 60, price: 8500 },
  { name: "Men's Haircut", category: 'Hair', durationMinutes: 30, price: 4500 },
  { name: 'Kids Haircut', category: 'Hair', durationMinutes: 30, price: 3000 },
  { name: 'Wash & Blow Dry', category: 'Hair', durationMinutes: 45, price: 4000 },
  { name: 'Full Hair Colouring', category: 'Hair', durationMinutes: 120, price: 28000, processingMinutes: 30 },
  { name: 'Highlights', category: 'Hair', durationMinutes: 150, price: 35000, processingMinutes: 15, bufferMinutes: 15 },
  { name: 'Keratin Treatment', category: 'Hair', durationMinutes: 150, price: 45000, processingMinutes: 15, bufferMinutes: 15 },
  { name: 'Scalp Treatment', category: 'Hair', durationMinutes: 60, price: 12000, bufferMinutes: 15 },
  { name: 'Classic Manicure', category: 'Nails', durationMinutes: 45, price: 5500 },
  { name: 'Classic Pedicure', category: 'Nails', durationMinutes: 60, price: 7000 },
  { name: 'Gel Manicure', category: 'Nails', durationMinutes: 60, price: 9000 },
  { name: 'Classic Facial', category: 'Face', durationMinutes: 60, price: 15000, bufferMinutes: 15 },
  { name: 'Hydrating Facial', category: 'Face', durationMinutes: 90, price: 22000, bufferMinutes: 15 },
  { name: 'Eyebrow Threading', category: 'Face', durationMinutes: 15, price: 2000 },
  { name: 'Aromatherapy Massage', category: 'Body', durationMinutes: 60, price: 16000, bufferMinutes: 15 },
  { name: 'Foot Reflexology', category: 'Body', durationMinutes: 45, price: 9000 },
];

export interface ProductSeed {
  name: string;
  category: string;
  sku: string;
  price: number;
  /** Units received when the shop opened; demo sales are taken off this. */
  received: number;
}

export const PRODUCTS: readonly ProductSeed[] = [
  { name: 'Argan Oil Shampoo 300ml', category: 'Hair care', sku: 'HC-SH-300', price: 6800, received: 40 },
  { name: 'Argan Oil Conditioner 300ml', category: 'Hair care', sku: 'HC-CO-300', price: 6800, received: 36 },
  { name: 'Repair Hair Mask 200ml', category: 'Hair care', sku: 'HC-MA-200', price: 8900, received: 20 },
  { name: 'Smoothing Hair Serum 50ml', category: 'Hair care', sku: 'HC-SE-050', price: 5900, received: 24 },
  { name: 'Heat Protect Spray 150ml', category: 'Styling', sku: 'ST-HP-150', price: 4900, received: 18 },
  { name: 'Matte Styling Wax 80g', category: 'Styling', sku: 'ST-WX-080', price: 3900, received: 30 },
  { name: 'Strong Hold Hair Spray 250ml', category: 'Styling', sku: 'ST-SP-250', price: 3500, received: 12 },
  { name: 'Nail Polish (Rose)', category: 'Nails', sku: 'NL-PO-ROS', price: 2500, received: 25 },
  { name: 'Cuticle Oil 15ml', category: 'Nails', sku: 'NL-CO-015', price: 2200, received: 15 },
  { name: 'Gentle Facial Cleanser 150ml', category: 'Skin care', sku: 'SK-CL-150', price: 5500, received: 20 },
  { name: 'Daily Moisturiser SPF30 50ml', category: 'Skin care', sku: 'SK-MO-050', price: 7900, received: 16 },
  { name: 'Hydrating Sheet Mask (5 pcs)', category: 'Skin care', sku: 'SK-SM-005', price: 4500, received: 30 },
];

export interface PackageSeed {
  name: string;
  category: string;
  price: number;
  /** Sessions of the demo services (by name) the package buys. */
  items: readonly { service: string; sessions: number }[];
  validity: PackageValidity;
}

export const PACKAGES: readonly PackageSeed[] = [
  { name: "Men's Haircut x5", category: 'Packages', price: 20000, items: [{ service: "Men's Haircut", sessions: 5 }], validity: { kind: 'period', unit: 'months', count: 6 } },
  { name: 'Blow Dry Club x10', category: 'Packages', price: 35000, items: [{ service: 'Wash & Blow Dry', sessions: 10 }], validity: { kind: 'period', unit: 'years', count: 1 } },
  {
    name: 'Glow Facial Course',
    category: 'Packages',
    price: 52000,
    items: [
      { service: 'Hydrating Facial', sessions: 2 },
      { service: 'Classic Facial', sessions: 1 },
      { service: 'Eyebrow Threading', sessions: 3 },
    ],
    validity: { kind: 'period', unit: 'days', count: 120 },
  },
  {
    name: 'Pamper Day',
    category: 'Packages',
    price: 29000,
    items: [
      { service: 'Aromatherapy Massage', sessions: 1 },
      { service: 'Classic Manicure', sessions: 1 },
      { service: 'Classic Pedicure', sessions: 1 },
    ],
    validity: { kind: 'never' },
  },
];

/**
 * The demo packages with their ids and items resolved to the seeded services. Ids come from
 * their own PRNG stream so the other demo rows keep theirs.
 */
export function demoPackages(services: readonly { id: string; name: string }[]): {
  id: string;
  seed: PackageSeed;
  items: { serviceId: string | null; productId: null; name: string; sessions: number }[];
}[] {
  const r = new Prng(20_240_602);
  return PACKAGES.map((seed) => ({
    id: r.uuid(),
    seed,
    items: seed.items.map((i) => ({ serviceId: services.find((s) => s.name === i.service)?.id ?? null, productId: null, name: i.service, sessions: i.sessions })),
  }));
}
