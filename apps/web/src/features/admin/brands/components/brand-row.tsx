import type { Brand } from '@mayorista/shared/catalog';
import { ExternalLink, Tag } from 'lucide-react';

/** A brand's row in the sortable list (left part): logo, name and website; wraps on a phone. */
export function BrandDetails({ brand }: { brand: Brand }) {
  const logo = brand.logo_url || brand.logo;
  return (
    <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
      <div className="grid h-10 w-12 shrink-0 sm:h-12 sm:w-16 place-items-center overflow-hidden rounded-lg border border-stone-200 bg-white p-1">
        {logo ? (
          <img
            src={logo}
            alt={`Logo de ${brand.name}`}
            width={64}
            height={48}
            loading="lazy"
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <Tag aria-hidden="true" className="size-5 text-stone-400" />
        )}
      </div>
      <div className="min-w-0">
        <p className="font-semibold break-words text-stone-900">{brand.name}</p>
        {brand.website_url ? (
          <a
            href={brand.website_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1 text-sm text-brand-800 hover:underline"
          >
            <span className="truncate">{brand.website_url.replace(/^https?:\/\//i, '')}</span>
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(se abre en otra pestaña)</span>
          </a>
        ) : (
          <p className="text-sm text-stone-600">Sin sitio web</p>
        )}
      </div>
    </div>
  );
}
