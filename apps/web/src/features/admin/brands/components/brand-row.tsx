import type { Brand } from '@mayorista/shared/catalog';
import { ExternalLink, Pencil, Tag, Trash2 } from 'lucide-react';
import { ActionMenu } from '@/components/ui/action-menu';
import { StatusBadge } from '@/components/ui/status-badge';

type BrandRowProps = {
  brand: Brand;
  /** The toggle of this row is being saved. */
  toggling: boolean;
  onToggle: (brand: Brand) => void;
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
};

/** One brand in the sortable list: logo, name, website, state switch and its menu; wraps on a phone. */
export function BrandRow({ brand, toggling, onToggle, onEdit, onDelete }: BrandRowProps) {
  const logo = brand.logo_url || brand.logo;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-1">
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
      <div className="flex items-center gap-3">
        <StatusBadge tone={brand.is_active ? 'success' : 'neutral'}>
          {brand.is_active ? 'Activa' : 'Inactiva'}
        </StatusBadge>
        <button
          type="button"
          role="switch"
          aria-checked={brand.is_active}
          aria-label={`Marca ${brand.name} activa`}
          disabled={toggling}
          onClick={() => onToggle(brand)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:opacity-60 ${
            brand.is_active ? 'bg-brand-700' : 'bg-stone-300'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
              brand.is_active ? 'translate-x-5.5' : 'translate-x-0.5'
            }`}
          />
        </button>
        <ActionMenu
          label={`Acciones de ${brand.name}`}
          items={[
            {
              label: 'Editar',
              icon: <Pencil aria-hidden="true" className="size-4" />,
              onSelect: () => onEdit(brand),
            },
            {
              label: 'Eliminar',
              tone: 'danger',
              icon: <Trash2 aria-hidden="true" className="size-4" />,
              onSelect: () => onDelete(brand),
            },
          ]}
        />
      </div>
    </div>
  );
}
