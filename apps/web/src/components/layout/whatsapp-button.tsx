import { useEffect, useState } from 'react';
import { useSiteConfig, whatsappUrl } from '@/api/site-config';
import { WhatsappIcon } from '@/components/ui/brand-icons';

/** How far the page moves before the button hides or comes back, so a jitter does not flip it. */
const SCROLL_STEP = 8;
/** Near the end of the page there is only the footer under it. */
const PAGE_END = 120;

/**
 * On a phone the button steps out of the way while the page is scrolled down (it would sit over
 * prices, totals and the cards' buttons) and comes back when the page is scrolled up or reaches
 * its end. On wider screens it always shows.
 */
function useHiddenWhileReading(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - PAGE_END;
      if (atEnd || y < last - SCROLL_STEP) setHidden(false);
      else if (y > last + SCROLL_STEP) setHidden(true);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}

/** The floating help link (storefront §1): a WhatsApp chat with the prefilled greeting. */
export function WhatsappButton() {
  const config = useSiteConfig();
  const hidden = useHiddenWhileReading();
  return (
    <a
      href={whatsappUrl(config)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Ayuda: escríbenos por WhatsApp (se abre en una pestaña nueva)"
      title="¿Necesitas ayuda? Escríbenos por WhatsApp"
      data-hidden={hidden || undefined}
      className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/20 transition-[translate,opacity,visibility,scale] duration-200 hover:scale-105 focus-visible:outline-offset-4 max-sm:data-hidden:invisible max-sm:data-hidden:translate-y-24 max-sm:data-hidden:opacity-0 sm:right-6 sm:bottom-6"
    >
      <WhatsappIcon className="size-8" />
    </a>
  );
}
