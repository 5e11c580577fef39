/** Page window of storefront §9: two pages each side of the current one, plus first and last, with ellipses. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function pageWindow(current: number, total: number, around = 2): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(2, page - around);
  let end = Math.min(total - 1, page + around);
  // An ellipsis would hide a single page: show that page instead.
  if (start === 3) start = 2;
  if (end === total - 2) end = total - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
