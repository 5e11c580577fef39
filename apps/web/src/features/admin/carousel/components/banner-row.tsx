import type { Banner } from '@mayorista/shared/content';
import { ImageOff, Link2 } from 'lucide-react';

export const bannerName = (banner: Banner) => banner.title || `Banner sin título (#${banner.id})`;

/** A banner's row in the sortable list (left part): desktop image, title, link and order; wraps on a phone. */
export function BannerDetails({ banner }: { banner: Banner }) {
  return (
    <div className="flex min-w-0 flex-1 basis-64 flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <div className="grid aspect-[8/3] w-full max-w-64 shrink-0 place-items-center overflow-hidden rounded-lg border border-stone-200 bg-stone-100 sm:w-36">
        {banner.desktop_image ? (
          <img
            src={banner.desktop_image}
            alt=""
            width={144}
            height={54}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <ImageOff aria-hidden="true" className="size-5 text-stone-400" />
        )}
      </div>
      <div className="min-w-0">
        <p
          className={`font-semibold break-words ${banner.title ? 'text-stone-900' : 'text-stone-600 italic'}`}
        >
          {bannerName(banner)}
        </p>
        <p className="flex min-w-0 items-center gap-1 text-sm text-stone-600">
          <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">Enlace:</span>
          <span className="truncate">{banner.link}</span>
        </p>
        <p className="text-xs text-stone-600">
          Orden {banner.order}
          {banner.mobile_image ? ' · con imagen para celulares' : ''}
        </p>
      </div>
    </div>
  );
}
