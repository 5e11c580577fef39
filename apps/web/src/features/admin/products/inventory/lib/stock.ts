import type { StatusTone } from '@/components/ui/status-badge';

/** Backoffice §4 and §9: 0 or less is out of stock, under 10 is low, otherwise in stock. */
export const LOW_STOCK_BELOW = 10;

export type StockLevel = { label: 'Sin stock' | 'Stock bajo' | 'En stock'; tone: StatusTone };

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return { label: 'Sin stock', tone: 'danger' };
  if (stock < LOW_STOCK_BELOW) return { label: 'Stock bajo', tone: 'warning' };
  return { label: 'En stock', tone: 'success' };
}
