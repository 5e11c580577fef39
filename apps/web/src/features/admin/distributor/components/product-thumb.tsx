import { ImageOff } from 'lucide-react';
import { responsiveImage } from '@/lib/images';

/** A line's product picture (the small file when there is one), or a placeholder. */
export function ProductThumb({ image, size = 44 }: { image: string | null | undefined; size?: number }) {
  if (!image) {
    return (
      <span
        style={{ width: size, height: size }}
        className="grid shrink-0 place-items-center rounded-lg border border-stone-200 bg-stone-100 text-stone-500"
      >
        <ImageOff aria-hidden="true" className="size-4" />
      </span>
    );
  }
  const { src } = responsiveImage(image, 'small');
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={size}
      height={size}
      style={{ width: size, height: size }}
      className="shrink-0 rounded-lg border border-stone-200 bg-white object-contain"
    />
  );
}
