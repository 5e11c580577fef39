import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { instagramUrl, useSiteConfig, whatsappUrl } from '@/api/site-config';
import { InstagramIcon, WhatsappIcon } from '@/components/ui/brand-icons';

import { ContactMap } from './contact-map';

/** Map and contact block of the home (storefront §2): the contact data and the store's map. */
export function ContactBlock() {
  const config = useSiteConfig();
  const instagram = config.instagram.replace(/^@/, '');
  return (
    <section aria-labelledby="contacto-titulo" className="below-fold container-page py-8 sm:py-12">
      <div className="grid overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm lg:grid-cols-[1fr_1.2fr]">
        <div className="p-6 sm:p-10">
          <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">Contacto</p>
          <h2 id="contacto-titulo" className="section-title">
            Dónde encontrarnos
          </h2>
          <ul className="mt-6 space-y-4 text-stone-700">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{config.store_address}</span>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <a
                href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}
                className="hover:text-brand-800 hover:underline"
              >
                {config.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <a href={`mailto:${config.email}`} className="break-all hover:text-brand-800 hover:underline">
                {config.email}
              </a>
            </li>
            {instagram ? (
              <li className="flex gap-3">
                <InstagramIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <a
                  href={instagramUrl(instagram)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-brand-800 hover:underline"
                >
                  @{instagram}
                </a>
              </li>
            ) : null}
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>Respondemos en {config.reply_time}</span>
            </li>
          </ul>
          <a
            href={whatsappUrl(config)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-whatsapp-dark px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:brightness-95"
          >
            <WhatsappIcon className="size-5" /> Escríbenos por WhatsApp
          </a>
        </div>

        <ContactMap
          latitude={config.latitude}
          longitude={config.longitude}
          map_zoom={config.map_zoom}
          map_tile_url={config.map_tile_url}
          store_address={config.store_address}
        />
      </div>
    </section>
  );
}
