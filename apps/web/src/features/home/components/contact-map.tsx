import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SiteConfig } from '@/api/site-config';

export function mapUrl(latitude: number, longitude: number, zoom: number) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

type Props = Pick<SiteConfig, 'latitude' | 'longitude' | 'map_zoom' | 'map_tile_url' | 'store_address'>;

/**
 * The contact block's map (storefront §2, issue 11 item 6): a drawn street grid with the address and
 * 'Abrir en el mapa' at once; when the block scrolls into view, Leaflet is imported and draws the
 * real map over it, shown only once a tile has arrived (without tiles the drawing stays).
 */
export function ContactMap({ latitude, longitude, map_zoom, map_tile_url, store_address }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [tiles, setTiles] = useState(false);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!visible || !element) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    setTiles(false);
    import('./leaflet-map')
      .then(({ mountMap }) => {
        if (cancelled) return;
        cleanup = mountMap(element, {
          latitude,
          longitude,
          zoom: map_zoom,
          tileUrl: map_tile_url,
          label: store_address,
          onTilesLoaded: () => {
            if (!cancelled) setTiles(true);
          },
        });
      })
      .catch(() => {
        // No map library (offline, blocked chunk): the drawing and the link stay.
      });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [visible, latitude, longitude, map_zoom, map_tile_url, store_address]);

  const link = (
    <a
      href={mapUrl(latitude, longitude, map_zoom)}
      target="_blank"
      rel="noopener noreferrer"
      className="btn-primary"
    >
      Abrir en el mapa <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );

  return (
    <div ref={panel} className="relative min-h-72 overflow-hidden bg-[#e8efe4] lg:min-h-full">
      {/* The drawn fallback: no tiles, nothing to download. */}
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
      {tiles ? null : (
        <div
          data-testid="map-fallback"
          className="relative flex h-full min-h-72 flex-col items-center justify-center gap-4 p-6 text-center"
        >
          <span className="grid size-14 place-items-center rounded-full bg-brand-800 text-white shadow-lg ring-8 ring-brand-800/15">
            <MapPin aria-hidden="true" className="size-7" />
          </span>
          <p className="max-w-xs rounded-lg bg-white/90 px-4 py-2 text-sm font-medium text-stone-800 shadow">
            {store_address}
          </p>
          {link}
        </div>
      )}
      {/* Leaflet owns the inner element's classes: React only toggles the wrapper's. */}
      <section
        aria-label={`Mapa: ${store_address}`}
        aria-hidden={tiles ? undefined : true}
        className={`absolute inset-0 z-0 ${tiles ? '' : 'pointer-events-none invisible'}`}
      >
        <div ref={canvas} className="size-full bg-transparent!" />
      </section>
      {tiles ? <div className="absolute right-3 bottom-8 z-[1000]">{link}</div> : null}
    </div>
  );
}
