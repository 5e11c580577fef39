import { FAVORITE_MESSAGES } from '@mayorista/shared/favorite-messages';
import { Heart } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { useFavoriteIds, useToggleFavorite } from '@/api/favorites';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';

type FavoriteButtonProps = {
  productId: number;
  productName: string;
  /** 'card': a round button over the card's image (placed by `className`); 'page': beside the product page's title. */
  variant?: 'card' | 'page';
  className?: string;
};

/**
 * The heart of issue 29 item 3: logged-in buyers only (visitors and staff see nothing), a toggle
 * button (aria-pressed) that turns at once and turns back if the server refuses.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const { isLoggedIn, isAdmin } = useSession();
  return isLoggedIn && !isAdmin ? <BuyerFavoriteButton {...props} /> : null;
}

function BuyerFavoriteButton({
  productId,
  productName,
  variant = 'card',
  className = '',
}: FavoriteButtonProps) {
  const ids = useFavoriteIds(true);
  const toggle = useToggleFavorite();
  const favorite = ids.data?.has(productId) ?? false;
  const label = favorite ? FAVORITE_MESSAGES.remove : FAVORITE_MESSAGES.add;
  const onClick = () =>
    toggle.mutate(
      { product: productId, favorite: !favorite },
      { onError: (error) => notify.error(errorMessage(error, FAVORITE_MESSAGES.updateFailed)) },
    );
  const look =
    variant === 'card'
      ? 'absolute top-2 right-2 size-9 rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 backdrop-blur hover:bg-white'
      : 'relative size-11 rounded-full border border-stone-300 bg-white hover:border-red-300 hover:bg-red-50';

  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={`${label}: ${productName}`}
      title={label}
      disabled={ids.isPending}
      onClick={onClick}
      className={`z-10 grid shrink-0 place-items-center text-stone-600 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${look} ${className}`}
    >
      <Heart
        className={`size-5 transition-transform ${favorite ? 'scale-110 fill-red-600 text-red-600' : ''}`}
        aria-hidden="true"
      />
    </button>
  );
}
