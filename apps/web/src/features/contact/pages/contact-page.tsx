import { useEffect } from 'react';
import { Faq } from '@/components/faq';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';

/** Contacto (accounts §2 contact page): hero, the store's contact data, the form, then the FAQ. */
export default function ContactPage() {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  return (
    <>
      <title>Contacto | Mayorista</title>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(251_191_36/0.18),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(74_222_128/0.2),transparent_40%)]"
        />
        <div className="container-page relative py-12 text-center sm:py-16">
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">Contacto</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">CONECTÁ CON NOSOTROS</h1>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            ¿Tienes una consulta sobre productos, pedidos o quieres comprar al por mayor? Escríbenos y te
            respondemos.
          </p>
        </div>
      </section>
      <section className="container-page py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-10">
          <aside aria-label="Datos de contacto">
            <ContactInfo />
          </aside>
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
            <ContactForm />
          </div>
        </div>
      </section>
      <Faq headingId="faq-contacto" />
    </>
  );
}
