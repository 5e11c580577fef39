import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { instagramUrl, useSiteConfig, whatsappUrl } from '@/api/site-config';
import { InstagramIcon, WhatsappIcon } from '@/components/ui/brand-icons';

const MAP_ZOOM = 15;

function mapUrl(latitude: number, longitude: number) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_ZOOM}/${latitude}/${longitude}`;
}

/** Map and contact block of the home (storefront §2): a light static map panel, no map library. */
export function ContactBlock() {
  const config = useSiteConfig();
  const instagram = config.instagram.replace(/^@/, '');
  return (
    <section aria-labelledby="contacto-titulo" className="container-page py-8 sm:py-12">
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
            <WhatsappIcon className="size-5" /> Escribinos por WhatsApp
          </a>
        </div>

        <div className="relative min-h-64 overflow-hidden bg-[#e8efe4] lg:min-h-full">
          {/* A drawn street grid: no tiles, no map library, nothing to download. */}
          <svg
            aria-hidden="true"
            className="absolute inset-0 size-full"
            preserveAspectRatio="xMidYMid slice"
            viewBox="0 0 600 400"
          >
            <rect width="600" height="400" fill="#e8efe4" />
            <path d="M0 280 C150 250 300 300 600 230 L600 400 L0 400Z" fill="#d6e6f2" />
            <g stroke="#ffffff" strokeWidth="10" fill="none">
              <path d="M-10 90 L610 140" />
              <path d="M-10 200 L610 180" />
              <path d="M140 -10 L180 410" />
              <path d="M330 -10 L300 410" />
              <path d="M470 -10 L520 410" />
            </g>
            <g stroke="#fde68a" strokeWidth="14" fill="none">
              <path d="M-10 330 C200 300 380 320 610 290" />
            </g>
            <g fill="#cfe3c6">
              <rect x="195" y="20" width="110" height="60" rx="8" />
              <rect x="350" y="195" width="100" height="50" rx="8" />
              <rect x="20" y="110" width="100" height="70" rx="8" />
            </g>
          </svg>
          <div className="relative flex h-full min-h-64 flex-col items-center justify-center gap-4 p-6 text-center">
            <span className="grid size-14 place-items-center rounded-full bg-brand-800 text-white shadow-lg ring-8 ring-brand-800/15">
              <MapPin aria-hidden="true" className="size-7" />
            </span>
            <p className="max-w-xs rounded-lg bg-white/90 px-4 py-2 text-sm font-medium text-stone-800 shadow">
              {config.store_address}
            </p>
            <a
              href={mapUrl(config.latitude, config.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-primary"
            >
              Abrir en el mapa <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
