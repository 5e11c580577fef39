import { ImageOff, Maximize2, X } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { GALLERY_SIZES, responsiveImage, THUMB_SIZES } from '@/lib/images';

type ProductGalleryProps = {
  name: string;
  images: string[];
};

const ZOOM = 2;

/**
 * Main image with hover zoom that follows the pointer (mouse), a fullscreen view on tap or click,
 * and thumbnails when there is a second image.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const current = images[index] ?? images[0];
  const main = current ? responsiveImage(current) : null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (fullscreen && !dialog.open) dialog.showModal();
    if (!fullscreen && dialog.open) dialog.close();
  }, [fullscreen]);

  if (!current || !main) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-2xl border border-stone-200 bg-stone-100 text-stone-400">
        <ImageOff className="size-16" aria-hidden="true" />
        <span className="sr-only">Sin imagen</span>
      </div>
    );
  }

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * 100;
    const y = ((event.clientY - rect.top) / rect.height) * 100;
    setZoom({ x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) });
  };

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => setFullscreen(true)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setZoom(null)}
        aria-label={`Ver ${name} en pantalla completa`}
        className="group relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-2xl border border-stone-200 bg-white"
      >
        {/* The page's largest image: fetched first; the 400 px file is enough on a phone. */}
        <img
          sizes={main.srcSet ? GALLERY_SIZES : undefined}
          srcSet={main.srcSet}
          src={main.src}
          alt={name}
          width={1000}
          height={1000}
          fetchPriority="high"
          className="size-full object-contain p-3 transition-transform duration-150 ease-out"
          style={
            zoom
              ? { transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` }
              : { transformOrigin: 'center' }
          }
        />
        <span className="pointer-events-none absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow-sm transition-opacity group-hover:opacity-0">
          <Maximize2 className="size-4" aria-hidden="true" />
        </span>
      </button>

      {images.length > 1 && (
        <ul className="flex gap-2" aria-label="Imágenes del producto">
          {images.map((src, position) => {
            const thumb = responsiveImage(src, 'small');
            return (
              <li key={src}>
                <button
                  type="button"
                  onClick={() => setIndex(position)}
                  aria-label={`Ver imagen ${position + 1}`}
                  aria-current={position === index ? 'true' : undefined}
                  className={`block size-18 overflow-hidden rounded-lg border-2 bg-white sm:size-20 ${
                    position === index ? 'border-brand-700' : 'border-stone-200 hover:border-stone-400'
                  }`}
                >
                  <img
                    loading="lazy"
                    sizes={thumb.srcSet ? THUMB_SIZES : undefined}
                    srcSet={thumb.srcSet}
                    src={thumb.src}
                    alt=""
                    width={80}
                    height={80}
                    className="size-full object-contain p-1"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Esc does the same natively */}
      <dialog
        ref={dialogRef}
        onClose={() => setFullscreen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setFullscreen(false);
        }}
        aria-label={name}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 backdrop:bg-black/80"
      >
        {fullscreen && (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: Esc and the close button cover the keyboard
          <div
            className="relative flex h-full w-full items-center justify-center p-4"
            onClick={(event) => {
              if (event.target === event.currentTarget) setFullscreen(false);
            }}
          >
            <img src={current} alt={name} className="max-h-full max-w-full object-contain" />
            <button
              type="button"
              onClick={() => setFullscreen(false)}
              aria-label="Cerrar"
              className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-white"
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
        )}
      </dialog>
    </div>
  );
}
