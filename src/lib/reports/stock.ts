import type { ProductRow } from '@/lib/api-types';
import { isLow } from '@/lib/catalogues/stock-ledger';

export interface StockLine {
  id: string;
  name: string;
  category: string;
  onHand: number;
  /** On hand at cost, in minor units (none counted below zero). */
  value: number;
  low: boolean;
}

/** Each active product's stock at a branch (or every branch), valued at cost, lowest first. */
export function stockLines(products: readonly ProductRow[], branchId: string | null): StockLine[] {
  return products
    .filter((p) => p.active)
    .map((p) => {
      const onHand = branchId === null ? p.stock : (p.stockByBranch[branchId] ?? 0);
      const low = branchId === null ? Object.keys(p.lowStock).some((b) => isLow(p.stockByBranch[b] ?? 0, p.lowStock[b])) : isLow(onHand, p.lowStock[branchId]);
      return { id: p.id, name: p.name, category: p.category, onHand, value: Math.max(0, onHand) * p.cost, low };
    })
    .sort((a, b) => a.onHand - b.onHand || a.name.localeCompare(b.name));
}

/** Stock value per category, largest first. */
export function valueByCategory(lines: readonly StockLine[]): { category: string; value: number }[] {
  const out = new Map<string, number>();
  for (const l of lines) out.set(l.category, (out.get(l.category) ?? 0) + l.value);
  return [...out.entries()].map(([category, value]) => ({ category, value })).sort((a, b) => b.value - a.value);
}
