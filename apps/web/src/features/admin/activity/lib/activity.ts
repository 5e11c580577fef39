import type { ActivityEntry } from '@mayorista/shared/activity';
import type { BulkPriceDetails } from '@mayorista/shared/bulk-price';
import type { DateRangeValue } from '@/components/ui/date-range-picker';
import { toDateInput } from '@/lib/dates';
import { paths } from '@/lib/paths';

/** The screen of an entry's entity, when there is one (a deleted record has none to open). */
export function entityLink(entry: Pick<ActivityEntry, 'entity' | 'entity_id' | 'action'>): string | null {
  if (entry.action === 'delete') return null;
  const id = entry.entity_id;
  switch (entry.entity) {
    case 'product':
      return id ? paths.adminEditProduct(id) : null;
    case 'customer':
      return id ? paths.adminCustomer(id) : null;
    case 'order':
      return id ? paths.orderDetails(id) : null;
    case 'brand':
      return paths.adminBrands;
    case 'category':
      return paths.adminCategories;
    case 'coupon':
      return paths.adminCoupons;
    case 'offer':
      return paths.adminOffers;
    case 'featured_product':
      return paths.adminFeatured;
    case 'banner':
      return paths.adminCarousel;
    case 'invitation_code':
      return paths.adminInvitationCodes;
    case 'contact_message':
      return paths.adminMessages;
    case 'distributor_order':
      return paths.adminDistributorOrders;
    default:
      return null;
  }
}

/** The old and new prices of a bulk update entry, when its details hold them. */
export function bulkProducts(entry: ActivityEntry): BulkPriceDetails['products'] | null {
  const products = entry.details?.products;
  return Array.isArray(products) ? (products as BulkPriceDetails['products']) : null;
}

/** The days of a period of the date picker, as the API's date_from and date_to (both included). */
export function periodDays(value: DateRangeValue, today: Date = new Date()): { from: string; to: string } {
  const to = toDateInput(today);
  switch (value.period) {
    case 'day':
      return { from: to, to };
    case 'week':
      return { from: toDateInput(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)), to };
    case 'month':
      return { from: toDateInput(new Date(today.getFullYear(), today.getMonth(), 1)), to };
    case 'year':
      return { from: toDateInput(new Date(today.getFullYear(), 0, 1)), to };
    default:
      return { from: value.start, to: value.end };
  }
}

const PERIODS = ['day', 'week', 'month', 'year'] as const;

/** The picker's value from the URL: a preset name, or a custom range of two days; null for all dates. */
export function periodFromParams(params: URLSearchParams): DateRangeValue | null {
  const period = params.get('period');
  if (period && (PERIODS as readonly string[]).includes(period))
    return { period: period as (typeof PERIODS)[number] };
  const start = params.get('date_from');
  const end = params.get('date_to');
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (start && end && day.test(start) && day.test(end) && start <= end)
    return { period: 'custom', start, end };
  return null;
}
