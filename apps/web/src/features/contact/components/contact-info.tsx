import { Clock, type LucideIcon, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSiteConfig, whatsappUrl } from '@/api/site-config';
import { WhatsappIcon } from '@/components/ui/brand-icons';

type InfoItem = { icon: LucideIcon | typeof WhatsappIcon; title: string; content: ReactNode };

/** The store's contact data from GET /api/config/ (support e-mail, WhatsApp, address, reply time). */
export function ContactInfo() {
  const config = useSiteConfig();
  const whatsappDigits = config.whatsapp_number.replace(/\D/g, '');
  const items: InfoItem[] = [
    {
      icon: Mail,
      title: 'Email',
      content: (
        <a href={`mailto:${config.email}`} className="font-semibold text-brand-800 hover:underline">
          {config.email}
        </a>
      ),
    },
    {
      icon: WhatsappIcon,
      title: 'WhatsApp',
      content: (
        <a
          href={whatsappUrl(config)}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-800 hover:underline"
        >
          +{whatsappDigits}
        </a>
      ),
    },
    {
      icon: MapPin,
      title: 'Dirección',
      content: <span className="text-stone-800">{config.store_address}</span>,
    },
    {
      icon: Clock,
      title: 'Tiempo de respuesta',
      content: <span className="text-stone-800">Respondemos en {config.reply_time}.</span>,
    },
  ];

  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {items.map((item) => (
        <li
          key={item.title}
          className="flex items-start gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <item.icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 text-sm break-words">
            <p className="font-semibold text-stone-500">{item.title}</p>
            <div className="mt-0.5">{item.content}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
