const MILESTONES = [
  {
    year: '2019',
    title: 'Empezamos',
    text: 'Abrimos nuestro primer depósito en Berazategui para abastecer a los grow shops de la zona.',
  },
  {
    year: '2020',
    title: 'Pedidos a distancia',
    text: 'Sumamos el catálogo online y los pedidos por WhatsApp para seguir cerca de nuestros clientes.',
  },
  {
    year: '2021',
    title: 'Más marcas',
    text: 'Incorporamos iluminación, sustratos, fertilizantes y parafernalia de marcas líderes.',
  },
  {
    year: '2022',
    title: 'Productos propios',
    text: 'Lanzamos nuestra línea propia y el merch personalizado para comercios.',
  },
  {
    year: '2023',
    title: 'Todo el país',
    text: 'Llegamos a todas las provincias con despachos dentro de las 48 horas hábiles.',
  },
  {
    year: 'Hoy',
    title: 'Tu distribuidora mayorista',
    text: 'Acompañamos a grow shops, farmacias, dispensarios, asociaciones y clubes con precios mayoristas y sin compra mínima.',
  },
] as const;

/** Company history from 2019 to the present. */
export function Timeline() {
  return (
    <ol className="relative space-y-8 border-l-2 border-brand-200 pl-6 sm:pl-8">
      {MILESTONES.map((milestone) => (
        <li key={milestone.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-brand-700 ring-4 ring-brand-100 sm:-left-[calc(2rem+7px)]"
          />
          <p className="text-sm font-bold tracking-wider text-accent-600 uppercase">{milestone.year}</p>
          <h3 className="mt-0.5 text-lg font-bold text-stone-900">{milestone.title}</h3>
          <p className="mt-1 text-stone-600">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
