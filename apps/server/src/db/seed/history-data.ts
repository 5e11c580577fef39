import type { BusinessType, MOTIVO_OPTIONS, NEGOCIO_OPTIONS } from '@mayorista/shared/accounts';
import type { IvaCondition } from '@mayorista/shared/tax-profile';
import type { MainCategory } from './images.ts';

/** Every demo buyer (these and `demo`) logs in with this password. */
export const DEMO_BUYER_PASSWORD = 'demo1234';

export type BuyerSeed = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  businessType: BusinessType;
  negocio: (typeof NEGOCIO_OPTIONS)[number];
  street: string;
  number: string;
  city: string;
  province: string;
  postalCode: string;
  phoneNumber: string;
  dni: string;
  /** A CUIT with its check digit, or '' (a Consumidor Final who gave a DNI). */
  cuit: string;
  /** Issue 31: RI, Monotributista, Exento, Consumidor Final, or '' (not given). */
  ivaCondition: IvaCondition | '';
  instagram: string;
  joinedDaysAgo: number;
  status: 'approved' | 'blocked' | 'pending';
  /** How often the shop orders, relative to the others (0: never). */
  weight: number;
  /** No order in the last N days: an inactive customer on the dashboard. */
  quietDays?: number;
  /** The main categories the shop buys, most bought first. */
  buys: MainCategory[];
  /** Share of its orders picked up at the store (or coordinated) instead of delivered. */
  pickupShare: number;
};

/**
 * Shops, kiosks, a club and an NGO across Argentina. No name, user name or e-mail contains 'demo':
 * the e2e suite finds the `demo` buyer with the customers search `?search=demo`.
 */
export const BUYERS: BuyerSeed[] = [
  {
    username: 'verdeurbano',
    email: 'compras@verdeurbano.com.ar',
    firstName: 'Martín',
    lastName: 'Sosa',
    businessName: 'Verde Urbano Grow Shop',
    businessType: 'Grow Shop',
    negocio: 'growshop',
    street: 'Av. Colón',
    number: '1840',
    city: 'Córdoba',
    province: 'Córdoba',
    postalCode: '5000',
    phoneNumber: '3514621873',
    dni: '28456123',
    cuit: '30715432109',
    ivaCondition: 'responsable_inscripto',
    instagram: 'verdeurbano.cba',
    joinedDaysAgo: 176,
    status: 'approved',
    weight: 5,
    buys: ['CULTIVO', 'ILUMINARIA', 'PARAFERNALIA'],
    pickupShare: 0.1,
  },
  {
    username: 'kioscoelpuente',
    email: 'pedidos@kioscoelpuente.com.ar',
    firstName: 'Pedro',
    lastName: 'Giménez',
    businessName: 'Kiosco El Puente',
    businessType: 'Otro',
    negocio: 'tabaqueria',
    street: 'Bv. Oroño',
    number: '2250',
    city: 'Rosario',
    province: 'Santa Fe',
    postalCode: '2000',
    phoneNumber: '3415589021',
    dni: '31876540',
    cuit: '20318765406',
    ivaCondition: 'monotributo',
    instagram: 'kioscoelpuente',
    joinedDaysAgo: 162,
    status: 'approved',
    weight: 3,
    buys: ['PARAFERNALIA', 'MERCH'],
    pickupShare: 0.15,
  },
  {
    username: 'farmaciadelsol',
    email: 'administracion@farmaciadelsol-mza.com.ar',
    firstName: 'Carolina',
    lastName: 'Ruiz',
    businessName: 'Farmacia del Sol',
    businessType: 'Farmacia',
    negocio: 'otro',
    street: 'Av. San Martín',
    number: '1120',
    city: 'Mendoza',
    province: 'Mendoza',
    postalCode: '5500',
    phoneNumber: '2614237788',
    dni: '29553871',
    cuit: '30709876542',
    ivaCondition: 'responsable_inscripto',
    instagram: 'farmaciadelsol.mza',
    joinedDaysAgo: 151,
    status: 'approved',
    weight: 2.5,
    buys: ['SALUD', 'MERCH'],
    pickupShare: 0.05,
  },
  {
    username: 'clubraices',
    email: 'insumos@clubraices.org.ar',
    firstName: 'Nicolás',
    lastName: 'Ferreyra',
    businessName: 'Club Cannábico Raíces',
    businessType: 'Club Cannábico',
    negocio: 'growshop',
    street: 'Calle 47',
    number: '812',
    city: 'La Plata',
    province: 'Buenos Aires',
    postalCode: '1900',
    phoneNumber: '2214876512',
    dni: '33102478',
    cuit: '30716650983',
    ivaCondition: 'exento',
    instagram: 'clubraices.lp',
    joinedDaysAgo: 140,
    status: 'approved',
    weight: 3,
    buys: ['CULTIVO', 'ILUMINARIA', 'SALUD'],
    pickupShare: 0.5,
  },
  {
    username: 'cultivarsalud',
    email: 'contacto@cultivarsalud.org.ar',
    firstName: 'Mariela',
    lastName: 'Domínguez',
    businessName: 'Asociación Civil Cultivar Salud',
    businessType: 'Asociación',
    negocio: 'ONG',
    street: 'Av. Independencia',
    number: '3021',
    city: 'Mar del Plata',
    province: 'Buenos Aires',
    postalCode: '7600',
    phoneNumber: '2235340987',
    dni: '27845302',
    cuit: '30714523674',
    ivaCondition: 'exento',
    instagram: 'cultivarsalud.mdp',
    joinedDaysAgo: 121,
    status: 'approved',
    weight: 1.5,
    buys: ['SALUD', 'CULTIVO'],
    pickupShare: 0.1,
  },
  {
    username: 'tabaqueriaalem',
    email: 'ventas@tabaqueriaalem.com.ar',
    firstName: 'Jorge',
    lastName: 'Paz',
    businessName: 'Tabaquería Alem',
    businessType: 'Otro',
    negocio: 'tabaqueria',
    street: 'Av. Alem',
    number: '455',
    city: 'Bahía Blanca',
    province: 'Buenos Aires',
    postalCode: '8000',
    phoneNumber: '2914556320',
    dni: '25478963',
    cuit: '20254789632',
    ivaCondition: 'monotributo',
    instagram: 'tabaqueria.alem',
    joinedDaysAgo: 170,
    status: 'approved',
    weight: 2.5,
    buys: ['PARAFERNALIA', 'MERCH'],
    pickupShare: 0.05,
  },
  {
    username: 'growpatagonia',
    email: 'hola@growpatagonia.com.ar',
    firstName: 'Valeria',
    lastName: 'Quiroga',
    businessName: 'Grow Patagonia',
    businessType: 'Grow Shop',
    negocio: 'growshop',
    street: 'Av. Argentina',
    number: '360',
    city: 'Neuquén',
    province: 'Neuquén',
    postalCode: '8300',
    phoneNumber: '2994123456',
    dni: '32654987',
    cuit: '27326549873',
    ivaCondition: 'monotributo',
    instagram: 'growpatagonia.nqn',
    joinedDaysAgo: 166,
    status: 'approved',
    weight: 2,
    quietDays: 38,
    buys: ['CULTIVO', 'ILUMINARIA'],
    pickupShare: 0.1,
  },
  {
    username: 'dispensarionorte',
    email: 'compras@dispensarionorte.com.ar',
    firstName: 'Federico',
    lastName: 'Albornoz',
    businessName: 'Dispensario Norte',
    businessType: 'Dispensario',
    negocio: 'growshop',
    street: '25 de Mayo',
    number: '640',
    city: 'San Miguel de Tucumán',
    province: 'Tucumán',
    postalCode: '4000',
    phoneNumber: '3814302211',
    dni: '34987120',
    cuit: '20349871204',
    ivaCondition: 'responsable_inscripto',
    instagram: 'dispensarionorte.tuc',
    joinedDaysAgo: 55,
    status: 'approved',
    weight: 2,
    buys: ['SALUD', 'CULTIVO'],
    pickupShare: 0.05,
  },
  {
    username: 'almacennatural',
    email: 'almacen@almacennaturalsalta.com.ar',
    firstName: 'Silvina',
    lastName: 'Cruz',
    businessName: 'Almacén Natural Salta',
    businessType: 'Otro',
    negocio: 'otro',
    street: 'Caseros',
    number: '980',
    city: 'Salta',
    province: 'Salta',
    postalCode: '4400',
    phoneNumber: '3874219956',
    dni: '26390458',
    // A Consumidor Final who gave a DNI instead of a CUIT (issue 31).
    cuit: '',
    ivaCondition: 'consumidor_final',
    instagram: 'almacennatural.salta',
    joinedDaysAgo: 178,
    status: 'approved',
    weight: 1.2,
    quietDays: 64,
    buys: ['SALUD', 'MERCH'],
    pickupShare: 0.05,
  },
  {
    username: 'growelbarrio',
    email: 'growelbarrio@quilmes-comercios.com.ar',
    firstName: 'Diego',
    lastName: 'Benítez',
    businessName: 'Grow El Barrio',
    businessType: 'Grow Shop',
    negocio: 'growshop',
    street: 'Av. Calchaquí',
    number: '4120',
    city: 'Quilmes',
    province: 'Buenos Aires',
    postalCode: '1879',
    phoneNumber: '1145236678',
    dni: '30987456',
    cuit: '20309874561',
    ivaCondition: 'monotributo',
    instagram: 'growelbarrio',
    joinedDaysAgo: 172,
    status: 'blocked',
    weight: 3,
    quietDays: 95,
    buys: ['CULTIVO', 'PARAFERNALIA'],
    pickupShare: 0.6,
  },
  {
    username: 'growlaplaya',
    email: 'growlaplaya.gesell@correo-costa.com.ar',
    firstName: 'Tomás',
    lastName: 'Ibarra',
    businessName: 'Grow La Playa',
    businessType: 'Grow Shop',
    negocio: 'growshop',
    street: 'Av. 3',
    number: '1530',
    city: 'Villa Gesell',
    province: 'Buenos Aires',
    postalCode: '7165',
    phoneNumber: '2255461234',
    dni: '38412596',
    cuit: '20384125965',
    ivaCondition: 'monotributo',
    instagram: 'growlaplaya',
    joinedDaysAgo: 2,
    status: 'pending',
    weight: 0,
    buys: [],
    pickupShare: 0,
  },
  {
    username: 'herboristeriacuyo',
    email: 'herboristeriacuyo@sanjuan-comercios.com.ar',
    firstName: 'Laura',
    lastName: 'Molina',
    businessName: 'Herboristería Cuyo',
    businessType: 'Otro',
    negocio: 'otro',
    street: 'Av. Libertador General San Martín',
    number: '1650',
    city: 'San Juan',
    province: 'San Juan',
    postalCode: '5400',
    phoneNumber: '2644219087',
    dni: '35620147',
    cuit: '27356201472',
    ivaCondition: '',
    instagram: 'herboristeriacuyo',
    joinedDaysAgo: 1,
    status: 'pending',
    weight: 0,
    buys: [],
    pickupShare: 0,
  },
];

export type MessageSeed = {
  username: string;
  daysAgo: number;
  motivo: (typeof MOTIVO_OPTIONS)[number];
  mensaje: string;
  respondido: boolean;
  archivado: boolean;
};

export const CONTACT_MESSAGES: MessageSeed[] = [
  {
    username: 'growpatagonia',
    daysAgo: 34,
    motivo: 'Problemas con envío',
    mensaje:
      'Hola, el último envío llegó con una caja golpeada y dos macetas rotas. Les mandé las fotos por WhatsApp. ¿Cómo seguimos con el cambio?',
    respondido: true,
    archivado: true,
  },
  {
    username: 'cultivarsalud',
    daysAgo: 29,
    motivo: 'Soy de una ONG',
    mensaje:
      'Somos una asociación civil de Mar del Plata que acompaña a pacientes. Queríamos saber si tienen alguna condición especial para organizaciones sin fines de lucro.',
    respondido: true,
    archivado: true,
  },
  {
    username: 'kioscoelpuente',
    daysAgo: 25,
    motivo: 'Quiero comprar al por mayor',
    mensaje:
      'Buenas, tengo un kiosco en Rosario y quiero sumar papelillos y encendedores. ¿Tienen precios por cantidad o un mínimo de compra?',
    respondido: true,
    archivado: false,
  },
  {
    username: 'clubraices',
    daysAgo: 20,
    motivo: 'Colaboración',
    mensaje:
      'Somos un club de La Plata y en diciembre organizamos una jornada de cultivo. ¿Les interesa participar con un stand o donar algún producto para sortear?',
    respondido: true,
    archivado: false,
  },
  {
    username: 'almacennatural',
    daysAgo: 17,
    motivo: 'Consulta sobre productos',
    mensaje:
      '¿Las semillas de chía orgánicas vuelven a estar disponibles? Las teníamos en la lista pero ya no aparecen en la tienda.',
    respondido: false,
    archivado: false,
  },
  {
    username: 'farmaciadelsol',
    daysAgo: 12,
    motivo: 'Consulta sobre productos',
    mensaje:
      'La crema de cáñamo nos la piden mucho en el mostrador. ¿Tiene registro de ANMAT? Necesitamos el número para exhibirla.',
    respondido: true,
    archivado: false,
  },
  {
    username: 'tabaqueriaalem',
    daysAgo: 8,
    motivo: 'Tengo una tabaqueria',
    mensaje:
      'Me interesan los encendedores Clipper en display. ¿Cuándo vuelven a entrar? ¿Hay otros diseños además de los que están publicados?',
    respondido: false,
    archivado: false,
  },
  {
    username: 'dispensarionorte',
    daysAgo: 5,
    motivo: 'Sugerencias',
    mensaje:
      'Estaría bueno poder repetir un pedido anterior con un clic: todos los meses compramos casi lo mismo.',
    respondido: true,
    archivado: false,
  },
  {
    username: 'verdeurbano',
    daysAgo: 2,
    motivo: 'Estado de pedido',
    mensaje:
      'Hola! Quería saber si el pedido de esta semana ya salió. Se nos terminaron los sustratos y lo necesitamos antes del fin de semana. Gracias!',
    respondido: false,
    archivado: false,
  },
  {
    username: 'verdeurbano',
    daysAgo: 0,
    motivo: 'Consulta sobre productos',
    mensaje: '¿El panel LED Q-Pro de 600W tiene garantía oficial? ¿Por cuánto tiempo y quién la cubre?',
    respondido: false,
    archivado: false,
  },
];
