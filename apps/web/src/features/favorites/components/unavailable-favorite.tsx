import { FAVORITE_MESSAGES } from '@mayorista/shared/favorite-messages';
import type { Favorite } from '@mayorista/shared/favorites';
import { HeartOff, ImageOff } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { useToggleFavorite } from '@/api/favorites';
import { notify } from '@/lib/toast';

/** A favourite the store no longer shows: its name and picture, and a way to remove it. */
export function UnavailableFavorite({ favorite }: { favorite: Favorite }) {
  const toggle = useToggleFavorite();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-dashed border-stone-300 bg-stone-50">
      <div className="relative aspect-square">
        {favorite.image ? (
          <img
            src={favorite.image}
            alt={favorite.name}
            loading="lazy"
            width={400}
            height={400}
            className="size-full object-contain p-2 opacity-50 grayscale"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-stone-400">
            <ImageOff className="size-10" aria-hidden="true" />
          </div>
        )}
        <span className="absolute top-2 left-2 rounded bg-stone-700 px-1.5 py-0.5 text-[11px] font-semibold text-white">
          No disponible
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t border-stone-200 p-3">
        <h3 className="line-clamp-2 text-sm leading-5 font-semibold text-stone-700">{favorite.name}</h3>
        <p className="text-xs text-stone-600">{FAVORITE_MESSAGES.unavailable}</p>
        <button
          type="button"
          className="btn-secondary mt-auto w-full px-3 py-2"
          disabled={toggle.isPending}
          onClick={() =>
            toggle.mutate(
              { product: favorite.product_id, favorite: false },
              {
                onSuccess: () => notify.success(FAVORITE_MESSAGES.removed),
                onError: (error) => notify.error(errorMessage(error, 'No se pudo quitar el favorito')),
              },
            )
          }
        >
          <HeartOff className="size-4" aria-hidden="true" />
          {FAVORITE_MESSAGES.remove}
          <span className="sr-only">: {favorite.name}</span>
        </button>
      </div>
    </article>
  );
}
