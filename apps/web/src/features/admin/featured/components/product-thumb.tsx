import { ImageOff } from 'lucide-react';

/** A product's small image (the 400 px variant when there is one), or a placeholder. */
export function ProductThumb({ image, size = 'size-12' }: { image: string | null; size?: string }) {
  if (!image) {
    return (
      <span className={`grid ${size} shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400`}>
        <ImageOff aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={image}
      alt=""
      loading="lazy"
      className={`${size} shrink-0 rounded-lg border border-stone-200 bg-white object-contain`}
    />
  );
}
