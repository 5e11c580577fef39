import type { Banner } from '@mayorista/shared/content';
import { ImageOff, Link2, Pencil, Trash2 } from 'lucide-react';
import { ActionMenu } from '@/components/ui/action-menu';
import { StatusBadge } from '@/components/ui/status-badge';

type BannerRowProps = {
  banner: Banner;
  /** The switch of this row is being saved. */
  toggling: boolean;
  onToggle: (banner: Banner) => void;
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
};

export const bannerName = (banner: Banner) => banner.title || `Banner sin título (#${banner.id})`;

/** One banner in the sortable list: desktop image, title, link, order, state switch and its menu; wraps on a phone. */
export function BannerRow({ banner, toggling, onToggle, onEdit, onDelete }: BannerRowProps) {
  const name = bannerName(banner);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-1">
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
            {name}
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
      <div className="flex items-center gap-3">
        <StatusBadge tone={banner.is_active ? 'success' : 'neutral'}>
          {banner.is_active ? 'Activo' : 'Inactivo'}
        </StatusBadge>
        <button
          type="button"
          role="switch"
          aria-checked={banner.is_active}
          aria-label={`${name} activo`}
          disabled={toggling}
          onClick={() => onToggle(banner)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:opacity-60 ${
            banner.is_active ? 'bg-brand-700' : 'bg-stone-300'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
              banner.is_active ? 'translate-x-5.5' : 'translate-x-0.5'
            }`}
          />
        </button>
        <ActionMenu
          label={`Acciones de ${name}`}
          items={[
            {
              label: 'Editar',
              icon: <Pencil aria-hidden="true" className="size-4" />,
              onSelect: () => onEdit(banner),
            },
            {
              label: 'Eliminar',
              tone: 'danger',
              icon: <Trash2 aria-hidden="true" className="size-4" />,
              onSelect: () => onDelete(banner),
            },
          ]}
        />
      </div>
    </div>
  );
}
