import { ChevronDown } from 'lucide-react';
import { useSiteConfig } from '@/api/site-config';

/** The FAQ of storefront §1, shown on the home page and the contact page. */
export const FAQ_ITEMS = [
  {
    question: '¿Necesito una cuenta para ver los precios?',
    answer:
      'Sí. Puedes navegar el catálogo sin registrarte, pero tu cuenta debe estar aprobada para ver todos los precios y hacer pedidos.',
  },
  {
    question: '¿Hay una compra mínima?',
    answer: 'No, no hay monto mínimo de compra.',
  },
  {
    question: '¿Cuándo despachan mi pedido?',
    answer: 'Los pedidos se despachan dentro de las 48 horas, una vez verificado el stock.',
  },
  {
    question: '¿Hacen envíos a todo el país?',
    answer: 'Sí, realizamos envíos a todo el país.',
  },
  {
    question: '¿Cuánto tarda el merch personalizado?',
    answer: 'El merch personalizado demora aproximadamente 2 semanas desde que se confirma el diseño.',
  },
  {
    question: '¿Los productos de iluminación tienen garantía?',
    answer: 'Una de nuestras marcas de iluminación tiene 3 años de garantía desde la fecha de compra.',
  },
] as const;

/** The FAQ of the store settings when it has entries, otherwise the built-in ones. */
export function Faq({ headingId = 'faq-titulo' }: { headingId?: string }) {
  const { faq } = useSiteConfig();
  const items = faq.length > 0 ? faq : FAQ_ITEMS;
  return (
    <section aria-labelledby={headingId} className="below-fold container-page py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <p className="text-center text-sm font-semibold tracking-wider text-accent-600 uppercase">Ayuda</p>
        <h2 id={headingId} className="section-title text-center">
          Preguntas frecuentes
        </h2>
        <div className="mt-8 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          {items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex items-center justify-between gap-4 px-5 py-4 font-semibold text-stone-900 hover:bg-stone-50 sm:px-6">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-stone-600 sm:px-6">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
