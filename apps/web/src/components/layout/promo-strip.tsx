import { useSiteConfig } from '@/api/site-config';
import { Truck } from './shell-icons';

export function PromoStrip() {
  const { promo_text } = useSiteConfig();
  if (!promo_text.trim()) return null;
  return (
    <div className="bg-brand-950 text-brand-50">
      <p className="container-page flex min-h-9 items-center justify-center gap-2 py-1.5 text-center text-xs font-medium sm:text-sm">
        <Truck aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
        <span>{promo_text}</span>
      </p>
    </div>
  );
}
