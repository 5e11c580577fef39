import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/**
 * When the carousels start (ms after mounting, then at idle): after the header's and the layout's idle
 * work, in a task of their own (a carousel's first measure lays the page out).
 */
export const CAROUSEL_START_MS = 2_500;

/** Selected index and snap count of an Embla carousel, kept in React state. */
export function useCarouselState(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCount(api.scrollSnapList().length);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  return { selected, count, scrollTo, scrollPrev, scrollNext };
}

/**
 * Advances every intervalMs while there is more than one snap, unless paused (hover, focus inside,
 * hidden tab). Any change of slide restarts the wait.
 */
export function useAutoplay(api: EmblaCarouselType | undefined, intervalMs: number, paused: boolean) {
  useEffect(() => {
    if (!api || paused) return;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (document.visibilityState === 'visible' && api.scrollSnapList().length > 1) api.scrollNext();
        schedule();
      }, intervalMs);
    };
    schedule();
    api.on('select', schedule).on('pointerDown', schedule);
    return () => {
      window.clearTimeout(timer);
      api.off('select', schedule).off('pointerDown', schedule);
    };
  }, [api, intervalMs, paused]);
}

/** Pauses autoplay while the pointer is over the carousel or focus is inside it. */
export function usePauseOnInteraction() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { paused: hovered || focused, handlers };
}
