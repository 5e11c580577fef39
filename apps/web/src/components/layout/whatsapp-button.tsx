import { useSiteConfig, whatsappUrl } from '@/api/site-config';
import { WhatsappIcon } from '@/components/ui/brand-icons';

/** The floating help link (storefront §1): a WhatsApp chat with the prefilled greeting. */
export function WhatsappButton() {
  const config = useSiteConfig();
  return (
    <a
      href={whatsappUrl(config)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Ayuda: escríbenos por WhatsApp (se abre en una pestaña nueva)"
      title="¿Necesitas ayuda? Escríbenos por WhatsApp"
      className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/20 transition-transform hover:scale-105 focus-visible:outline-offset-4 sm:right-6 sm:bottom-6"
    >
      <WhatsappIcon className="size-8" />
    </a>
  );
}
