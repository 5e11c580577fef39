import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { instagramUrl, useSiteConfig } from '@/api/site-config';
import { InstagramIcon } from '@/components/ui/brand-icons';
import { categoryUrl, paths } from '@/lib/paths';

export const DEVELOPER_CREDIT = { name: 'Mayorista Tech', url: 'https://github.com/' } as const;

const MAIN_CATEGORIES = [
  { label: 'Cultivo', name: 'CULTIVO' },
  { label: 'Luminaria', name: 'ILUMINARIA' },
  { label: 'Parafernalia', name: 'PARAFERNALIA' },
  { label: 'Merch', name: 'MERCH' },
  { label: 'Salud', name: 'SALUD' },
];

/** Footer (storefront §1): contact details from the store settings, defaults on failure, and the credit. */
export function SiteFooter() {
  const config = useSiteConfig();
  const instagram = config.instagram.replace(/^@/, '');
  const phoneHref = `tel:${config.phone.replace(/[^\d+]/g, '')}`;
  const year = new Date().getFullYear();

  return (
    <footer className="mt-8 bg-brand-950 text-brand-100">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-[10px] bg-brand-800 text-lg font-black text-accent-400"
            >
              M
            </span>
            {config.store_name}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-brand-200">
            Distribuidora mayorista de cultivo, iluminación, parafernalia, merch y salud para comercios de
            todo el país.
          </p>
          {instagram ? (
            <a
              href={instagramUrl(instagram)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-white hover:text-accent-300"
            >
              <InstagramIcon className="size-5" />@{instagram}
            </a>
          ) : null}
        </div>

        <FooterColumn title="Navegación">
          <FooterLink to={paths.home}>Inicio</FooterLink>
          <FooterLink to={paths.products}>Productos</FooterLink>
          <FooterLink to={paths.about}>Nosotros</FooterLink>
          <FooterLink to={paths.contact}>Contacto</FooterLink>
          <FooterLink to={paths.blog}>Blog</FooterLink>
          <FooterLink to={paths.account}>Mi cuenta</FooterLink>
          <FooterLink to={paths.cart}>Carrito</FooterLink>
        </FooterColumn>

        <FooterColumn title="Categorías">
          {MAIN_CATEGORIES.map((category) => (
            <FooterLink key={category.name} to={categoryUrl(category.name)}>
              {category.label}
            </FooterLink>
          ))}
        </FooterColumn>

        <FooterColumn title="Contacto" className="col-span-2 lg:col-span-1">
          <li className="flex gap-2.5">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
            <a href={`mailto:${config.email}`} className="break-all hover:text-white hover:underline">
              {config.email}
            </a>
          </li>
          <li className="flex gap-2.5">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
            <a href={phoneHref} className="hover:text-white hover:underline">
              {config.phone}
            </a>
          </li>
          <li className="flex gap-2.5">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
            <span>{config.store_address}</span>
          </li>
        </FooterColumn>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-2 pt-5 pb-24 text-center text-xs text-brand-300 sm:flex-row sm:pb-5 sm:text-left">
          <p>
            © {year} {config.store_name}. Todos los derechos reservados.
          </p>
          <p>
            Desarrollado por{' '}
            <a
              href={DEVELOPER_CREDIT.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-100 hover:text-white hover:underline"
            >
              {DEVELOPER_CREDIT.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm text-brand-200">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="hover:text-white hover:underline">
        {children}
      </Link>
    </li>
  );
}
