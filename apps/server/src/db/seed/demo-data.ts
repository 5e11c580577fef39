import { SALE_CATEGORY_NAME } from '@mayorista/shared/catalog';
import type { MainCategory } from './images.ts';

export type CategorySeed = { name: string; order: number; children?: CategorySeed[] };

export type BrandSeed = { name: string; websiteUrl: string; isActive: boolean; color: string };

export type OptionSeed = {
  name: string;
  stock: number;
  priceAdjustment?: number;
  costPrice?: number;
  sku?: string;
};

export type VariantSeed = { name: string; options: OptionSeed[] };

export type ProductSeed = {
  sku: string;
  name: string;
  /** Category path joined by '/', e.g. 'CULTIVO/Fertilizantes/Orgánicos'. */
  category: string;
  brand: string | null;
  description: string;
  price: number;
  currency?: 'ARS' | 'USD';
  priceInArs?: number;
  /** Omitted: 60% of price. null: no cost price. */
  costPrice?: number | null;
  discount?: number;
  discountSparta?: number;
  /** Omitted for variant products: the sum of option stocks is used. */
  stock?: number;
  isAvailable?: boolean;
  isAvailableSparta?: boolean;
  isOwnProduct?: boolean;
  volume?: string;
  dimensions?: string;
  features?: string[];
  variants?: VariantSeed[];
  secondImage?: boolean;
  /** The IVA rate its price contains (issue 31); omitted: 21. Fertilisers are sold at 10.5. */
  ivaRate?: number;
};

export type BannerSeed = {
  slug: string;
  title: string;
  description: string;
  link: string;
  buttonText: string;
  category: MainCategory;
};

export const SALE_CATEGORY = { name: SALE_CATEGORY_NAME, order: 99 };

export const CATEGORIES: CategorySeed[] = [
  {
    name: 'CULTIVO',
    order: 0,
    children: [
      { name: 'Sustratos', order: 0 },
      {
        name: 'Fertilizantes',
        order: 1,
        children: [
          { name: 'Orgánicos', order: 0 },
          { name: 'Minerales', order: 1 },
        ],
      },
      { name: 'Macetas', order: 2 },
      { name: 'Carpas indoor', order: 3 },
      { name: 'Riego', order: 4 },
    ],
  },
  {
    name: 'ILUMINARIA',
    order: 1,
    children: [
      { name: 'Paneles LED', order: 0 },
      { name: 'Lámparas de sodio', order: 1 },
      { name: 'Extractores y ventilación', order: 2 },
      { name: 'Timers y controladores', order: 3 },
    ],
  },
  {
    name: 'PARAFERNALIA',
    order: 2,
    children: [
      { name: 'Picadores', order: 0 },
      { name: 'Papelillos', order: 1 },
      { name: 'Pipas', order: 2 },
      { name: 'Bongs', order: 3 },
      { name: 'Vaporizadores', order: 4 },
      { name: 'Balanzas', order: 5 },
    ],
  },
  {
    name: 'MERCH',
    order: 3,
    children: [
      { name: 'Remeras', order: 0 },
      { name: 'Gorras', order: 1 },
      { name: 'Encendedores', order: 2 },
    ],
  },
  {
    name: 'SALUD',
    order: 4,
    children: [
      { name: 'Aceites', order: 0 },
      { name: 'Cremas', order: 1 },
      { name: 'Suplementos', order: 2 },
    ],
  },
];

export const BRANDS: BrandSeed[] = [
  {
    name: 'Tierra Fértil',
    websiteUrl: 'https://example-tierra-fertil.com.ar',
    isActive: true,
    color: '#2b8a3e',
  },
  { name: 'Raíz Nativa', websiteUrl: 'https://example-raiz-nativa.com.ar', isActive: true, color: '#5c940d' },
  { name: 'LumaGrow', websiteUrl: 'https://example-lumagrow.com.ar', isActive: true, color: '#e8590c' },
  { name: 'SolPampa', websiteUrl: 'https://example-solpampa.com.ar', isActive: true, color: '#f08c00' },
  { name: 'Humo Blanco', websiteUrl: 'https://example-humo-blanco.com.ar', isActive: true, color: '#495057' },
  {
    name: 'Molienda Andina',
    websiteUrl: 'https://example-molienda-andina.com.ar',
    isActive: true,
    color: '#5f3dc4',
  },
  {
    name: 'Cristal del Sur',
    websiteUrl: 'https://example-cristal-del-sur.com.ar',
    isActive: true,
    color: '#1971c2',
  },
  { name: 'Nube Vapor', websiteUrl: 'https://example-nube-vapor.com.ar', isActive: false, color: '#0c8599' },
  {
    name: 'Barrio Verde',
    websiteUrl: 'https://example-barrio-verde.com.ar',
    isActive: true,
    color: '#087f5b',
  },
  {
    name: 'Vital Herbal',
    websiteUrl: 'https://example-vital-herbal.com.ar',
    isActive: true,
    color: '#c2255c',
  },
];

const SIZES = (adjustments: [number, number, number], stocks: [number, number, number]): VariantSeed => ({
  name: 'Tamaño',
  options: ['Chico', 'Mediano', 'Grande'].map((name, i) => ({
    name,
    stock: stocks[i],
    priceAdjustment: adjustments[i],
  })),
});

const TALLES = (stocks: [number, number, number, number], xlAdjustment = 0): VariantSeed => ({
  name: 'Talle',
  options: ['S', 'M', 'L', 'XL'].map((name, i) => ({
    name,
    stock: stocks[i],
    priceAdjustment: name === 'XL' ? xlAdjustment : 0,
  })),
});

const COLORS = (entries: [string, number][]): VariantSeed => ({
  name: 'Color',
  options: entries.map(([name, stock]) => ({ name, stock })),
});

export const PRODUCTS: ProductSeed[] = [
  {
    sku: 'CUL-SUS-001',
    name: 'Sustrato Premium con Perlita 50 L',
    category: 'CULTIVO/Sustratos',
    brand: 'Tierra Fértil',
    description:
      '<p>Sustrato profesional listo para usar, formulado con <strong>turba de sphagnum, perlita, humus de lombriz y fibra de coco</strong>. Su estructura aireada favorece el desarrollo radicular desde el trasplante hasta el final del ciclo.</p><ul><li>pH estabilizado entre 5,8 y 6,3</li><li>Carga inicial de nutrientes para 3 semanas</li><li>Retención de humedad equilibrada</li></ul><p>Ideal para macetas textiles y plásticas de 10 a 40 litros. Presentación en bolsa de 50 litros con asa reforzada.</p>',
    price: 14900,
    stock: 120,
    volume: '50 L',
    dimensions: '60 x 40 x 18 cm',
    features: ['pH 5,8 - 6,3', 'Con perlita y humus', 'Bolsa de 50 litros', 'Apto interior y exterior'],
    secondImage: true,
  },
  {
    sku: 'CUL-SUS-002',
    name: 'Sustrato Light Mix 25 L',
    category: 'CULTIVO/Sustratos',
    brand: 'Tierra Fértil',
    description:
      'Mezcla liviana con baja carga de nutrientes, pensada para germinación, esquejes y cultivadores que prefieren controlar la fertilización desde el inicio.',
    price: 8900,
    stock: 85,
    volume: '25 L',
    features: ['Baja carga nutricional', 'Ideal para esquejes'],
  },
  {
    sku: 'CUL-SUS-003',
    name: 'Perlita Expandida Agrícola 5 dm³',
    category: 'CULTIVO/Sustratos',
    brand: null,
    description:
      'Perlita de granulometría media para mejorar el drenaje y la aireación de cualquier mezcla de sustrato.',
    price: 4200,
    stock: 200,
    volume: '5 dm³',
    isOwnProduct: false,
  },
  {
    sku: 'CUL-SUS-004',
    name: 'Fibra de Coco Prensada Bloque 5 kg',
    category: 'CULTIVO/Sustratos',
    brand: 'Tierra Fértil',
    description:
      '<p>Bloque de fibra de coco lavada y tamponada. Al hidratarlo rinde hasta <strong>70 litros</strong> de sustrato.</p>',
    price: 6800,
    discount: 10,
    stock: 64,
    dimensions: '30 x 30 x 15 cm',
    features: ['Rinde 70 L', 'Lavada y tamponada'],
  },
  {
    sku: 'CUL-SUS-005',
    name: 'Humus de Lombriz 10 kg',
    category: 'CULTIVO/Sustratos',
    brand: 'Raíz Nativa',
    description:
      'Humus de lombriz californiana tamizado, rico en microorganismos benéficos y ácidos húmicos.',
    price: 5600,
    stock: 0,
    volume: '10 kg',
  },
  {
    sku: 'CUL-SUS-006',
    name: 'Vermiculita Fina 5 L',
    category: 'CULTIVO/Sustratos',
    brand: null,
    description: '',
    price: 3900,
    costPrice: null,
    stock: 45,
    volume: '5 L',
  },
  {
    sku: 'CUL-FER-001',
    name: 'Fertilizante Orgánico Crecimiento Bio Grow 1 L',
    category: 'CULTIVO/Fertilizantes/Orgánicos',
    ivaRate: 10.5,
    brand: 'Raíz Nativa',
    description:
      '<p><strong>Bio Grow</strong> es un fertilizante orgánico líquido para la etapa vegetativa, elaborado a partir de extractos vegetales, melaza de caña y aminoácidos de origen natural.</p><p>Aporta nitrógeno de liberación progresiva y estimula la vida microbiana del sustrato, logrando plantas más vigorosas y con entrenudos cortos.</p><ul><li>Dosis: 2 a 4 ml por litro de agua</li><li>Aplicar en cada riego durante el crecimiento</li><li>Apto para cultivo orgánico certificado</li></ul>',
    price: 12500,
    stock: 96,
    volume: '1 L',
    features: ['NPK 4-1-2', 'Origen 100% vegetal', 'Dosis 2-4 ml/L'],
    secondImage: true,
  },
  {
    sku: 'CUL-FER-002',
    name: 'Fertilizante Orgánico Floración Bio Bloom 1 L',
    category: 'CULTIVO/Fertilizantes/Orgánicos',
    ivaRate: 10.5,
    brand: 'Raíz Nativa',
    description:
      'Fertilizante de floración con fósforo y potasio de origen orgánico. Mejora el tamaño y la densidad de las flores sin dejar residuos.',
    price: 13900,
    discount: 15,
    stock: 72,
    volume: '1 L',
    features: ['NPK 1-4-5', 'Sin residuos', 'Dosis 2-4 ml/L'],
  },
  {
    sku: 'CUL-FER-003',
    name: 'Guano de Murciélago en Polvo 500 g',
    category: 'CULTIVO/Fertilizantes/Orgánicos',
    ivaRate: 10.5,
    brand: 'Raíz Nativa',
    description:
      'Guano natural de alta concentración de fósforo, ideal para mezclar con el sustrato o preparar tés.',
    price: 7800,
    stock: 40,
    volume: '500 g',
  },
  {
    sku: 'CUL-FER-004',
    name: 'Té de Compost Concentrado 500 ml',
    category: 'CULTIVO/Fertilizantes/Orgánicos',
    ivaRate: 10.5,
    brand: 'Raíz Nativa',
    description:
      'Concentrado de té de compost aireado con microorganismos vivos. Mejora la estructura del suelo.',
    price: 5400,
    stock: 38,
    volume: '500 ml',
  },
  {
    sku: 'CUL-FER-005',
    name: 'Fertilizante Mineral NPK 20-20-20 1 kg',
    category: 'CULTIVO/Fertilizantes/Minerales',
    ivaRate: 10.5,
    brand: null,
    description:
      'Fertilizante soluble de fórmula balanceada para aplicación foliar o en riego. Se disuelve por completo.',
    price: 9900,
    stock: 55,
    volume: '1 kg',
    isOwnProduct: false,
    features: ['100% soluble', 'Con microelementos quelatados'],
  },
  {
    sku: 'CUL-FER-006',
    name: 'Estimulador de Raíces Root Max',
    category: 'CULTIVO/Fertilizantes/Minerales',
    ivaRate: 10.5,
    brand: 'Raíz Nativa',
    description:
      '<p>Enraizante concentrado a base de fitohormonas y extractos de algas. Acelera el desarrollo de raíces en esquejes y trasplantes.</p>',
    price: 8700,
    volume: '250 ml',
    features: ['Con extracto de algas', 'Para esquejes y trasplantes'],
    variants: [
      {
        name: 'Tamaño',
        options: [
          { name: 'Chico', stock: 40, priceAdjustment: 0 },
          { name: 'Mediano', stock: 25, priceAdjustment: 6500 },
          { name: 'Grande', stock: 0, priceAdjustment: 14800 },
        ],
      },
    ],
  },
  {
    sku: 'CUL-FER-007',
    name: 'Regulador pH Down 500 ml',
    category: 'CULTIVO/Fertilizantes/Minerales',
    ivaRate: 10.5,
    brand: null,
    description: 'Corrector de pH a base de ácido fosfórico. Unas pocas gotas bajan el pH del agua de riego.',
    price: 6300,
    stock: 80,
    volume: '500 ml',
    isOwnProduct: false,
  },
  {
    sku: 'CUL-FER-008',
    name: 'Cal-Mag Plus 1 L',
    category: 'CULTIVO/Fertilizantes/Minerales',
    ivaRate: 10.5,
    brand: 'Raíz Nativa',
    description:
      'Suplemento de calcio y magnesio que previene carencias en cultivos con agua blanda u ósmosis.',
    price: 11200,
    discountSparta: 10,
    stock: 47,
    volume: '1 L',
  },
  {
    sku: 'CUL-MAC-001',
    name: 'Maceta Textil Geotextil',
    category: 'CULTIVO/Macetas',
    brand: 'Tierra Fértil',
    description:
      '<p>Maceta de tela geotextil con asas reforzadas. Favorece la <strong>poda aérea de raíces</strong> y evita el sobrecalentamiento del sustrato.</p><ul><li>Chico: 10 litros</li><li>Mediano: 20 litros</li><li>Grande: 40 litros</li></ul>',
    price: 2100,
    features: ['Poda aérea de raíces', 'Reutilizable', 'Asas reforzadas'],
    variants: [SIZES([0, 1400, 3200], [150, 120, 60])],
    secondImage: true,
  },
  {
    sku: 'CUL-MAC-002',
    name: 'Maceta Soplada Cuadrada Negra',
    category: 'CULTIVO/Macetas',
    brand: null,
    description: 'Maceta plástica soplada de alta resistencia, con drenajes laterales y en la base.',
    price: 1500,
    features: ['Plástico reciclable', 'Drenaje lateral'],
    variants: [SIZES([0, 700, 1600], [300, 0, 140])],
  },
  {
    sku: 'CUL-MAC-003',
    name: 'Maceta Plástica Redonda 20 L',
    category: 'CULTIVO/Macetas',
    brand: 'Tierra Fértil',
    description: 'Maceta redonda de polipropileno con plato incluido.',
    price: 3800,
    stock: 90,
    volume: '20 L',
    dimensions: '34 x 30 cm',
  },
  {
    sku: 'CUL-MAC-004',
    name: 'Plato para Maceta 30 cm (pack x10)',
    category: 'CULTIVO/Macetas',
    brand: 'Tierra Fértil',
    description: 'Platos plásticos resistentes a los rayos UV. Pack de 10 unidades.',
    price: 9500,
    stock: 0,
    dimensions: '30 cm de diámetro',
  },
  {
    sku: 'CUL-MAC-005',
    name: 'Bandeja de Germinación 50 Celdas',
    category: 'CULTIVO/Macetas',
    brand: null,
    description: 'Bandeja alveolada para germinación y plantines con domo transparente.',
    price: 2800,
    stock: 110,
    isOwnProduct: false,
    dimensions: '54 x 28 cm',
  },
  {
    sku: 'CUL-CAR-001',
    name: 'Carpa Indoor Reflectiva Mylar',
    category: 'CULTIVO/Carpas indoor',
    brand: 'SolPampa',
    description:
      '<p>Carpa de cultivo con interior de <strong>mylar reflectivo del 95%</strong>, estructura de acero y cierres de doble costura. Incluye ventanas de inspección y bocas para extracción.</p><ul><li>Chico: 60 x 60 x 140 cm</li><li>Mediano: 80 x 80 x 160 cm</li><li>Grande: 120 x 120 x 200 cm</li></ul>',
    price: 89000,
    features: ['Mylar 95%', 'Lona 600D', 'Estructura de acero'],
    variants: [SIZES([0, 28000, 79000], [12, 8, 3])],
  },
  {
    sku: 'CUL-CAR-002',
    name: 'Carpa Indoor Pro 100x100x200 cm',
    category: 'CULTIVO/Carpas indoor',
    brand: 'SolPampa',
    description:
      'Carpa profesional con lona 1680D, bandeja impermeable y doble boca de extracción de 150 mm.',
    price: 129,
    currency: 'USD',
    stock: 9,
    dimensions: '100 x 100 x 200 cm',
    features: ['Lona 1680D', 'Bandeja impermeable'],
  },
  {
    sku: 'CUL-CAR-003',
    name: 'Kit Carpa 60x60 + Panel LED 100W',
    category: 'CULTIVO/Carpas indoor',
    brand: 'SolPampa',
    description:
      'Kit de inicio con carpa de 60 x 60 x 140 cm, panel LED de 100 W, extractor de 100 mm y timer.',
    price: 159.9,
    currency: 'USD',
    priceInArs: 189000,
    stock: 6,
    dimensions: '60 x 60 x 140 cm',
  },
  {
    sku: 'CUL-CAR-004',
    name: 'Soga Reguladora Ratchet (par)',
    category: 'CULTIVO/Carpas indoor',
    brand: 'SolPampa',
    description:
      'Par de sogas con trinquete para colgar y regular la altura de lámparas y filtros hasta 68 kg.',
    price: 5900,
    stock: 140,
  },
  {
    sku: 'CUL-RIE-001',
    name: 'Kit Riego por Goteo 20 Plantas',
    category: 'CULTIVO/Riego',
    brand: 'Raíz Nativa',
    description:
      'Kit completo con manguera de 16 mm, 20 goteros regulables, conectores y estacas. Se instala en minutos y reduce el consumo de agua.',
    price: 24900,
    discountSparta: 8,
    stock: 30,
    features: ['20 goteros regulables', 'Manguera 16 mm x 15 m'],
  },
  {
    sku: 'CUL-RIE-002',
    name: 'Bomba Sumergible 1200 L/h',
    category: 'CULTIVO/Riego',
    brand: null,
    description: 'Bomba sumergible de bajo consumo para sistemas de riego, hidroponia y recirculación.',
    price: 32000,
    stock: 14,
    isOwnProduct: false,
    features: ['1200 litros/hora', '25 W'],
  },
  {
    sku: 'CUL-RIE-003',
    name: 'Pulverizador a Presión 2 L',
    category: 'CULTIVO/Riego',
    brand: 'Raíz Nativa',
    description: 'Pulverizador manual con boquilla regulable y válvula de seguridad.',
    price: 8500,
    volume: '2 L',
    variants: [
      COLORS([
        ['Verde', 20],
        ['Naranja', 15],
        ['Negro', 0],
      ]),
    ],
  },
  {
    sku: 'CUL-RIE-004',
    name: 'Regadera Plástica 5 L',
    category: 'CULTIVO/Riego',
    brand: null,
    description: 'Regadera con flor desmontable.',
    price: 4300,
    stock: 25,
    isAvailable: false,
    volume: '5 L',
  },
  {
    sku: 'CUL-RIE-005',
    name: 'Medidor de pH Digital',
    category: 'CULTIVO/Riego',
    brand: null,
    description:
      'Medidor de pH con compensación automática de temperatura y soluciones de calibración incluidas.',
    price: 24.5,
    currency: 'USD',
    stock: 35,
    isOwnProduct: false,
    features: ['Precisión ±0,01', 'ATC'],
  },
  {
    sku: 'ILU-LED-001',
    name: 'Panel LED Full Spectrum Q-Pro',
    category: 'ILUMINARIA/Paneles LED',
    brand: 'LumaGrow',
    description:
      '<p>El <strong>Q-Pro</strong> es un panel LED de espectro completo con diodos Samsung LM301H y driver Mean Well, diseñado para cubrir todo el ciclo de cultivo con un consumo real muy inferior al de una lámpara de sodio equivalente.</p><ul><li>Eficiencia de 2,8 µmol/J</li><li>Dimmer incorporado de 0 a 100%</li><li>Disipador pasivo de aluminio, sin ventiladores</li></ul><p>Incluye <strong>3 años de garantía</strong> oficial LumaGrow desde la fecha de compra.</p>',
    price: 289000,
    dimensions: '60 x 55 x 6 cm',
    features: ['Diodos Samsung LM301H', 'Driver Mean Well', 'Dimmer 0-100%', '3 años de garantía'],
    variants: [
      {
        name: 'Potencia',
        options: [
          { name: '300W', stock: 14, priceAdjustment: 0 },
          { name: '600W', stock: 6, priceAdjustment: 160000, costPrice: 270000 },
        ],
      },
    ],
    secondImage: true,
  },
  {
    sku: 'ILU-LED-002',
    name: 'Panel LED Quantum Board 240W',
    category: 'ILUMINARIA/Paneles LED',
    brand: 'LumaGrow',
    description:
      'Quantum board de 240 W reales con espectro 3000K + 660 nm. Cubre 1,2 x 1,2 m en floración. Incluye 3 años de garantía.',
    price: 189,
    currency: 'USD',
    stock: 18,
    dimensions: '55 x 28 cm',
    features: ['240 W reales', 'Rojo profundo 660 nm', '3 años de garantía'],
    secondImage: true,
  },
  {
    sku: 'ILU-LED-003',
    name: 'Barra LED Lineal 60 cm 40W',
    category: 'ILUMINARIA/Paneles LED',
    brand: 'LumaGrow',
    description: 'Barra LED conectable en serie, ideal para esquejeros y plantas madre.',
    price: 45.9,
    currency: 'USD',
    stock: 40,
    dimensions: '60 x 3 cm',
  },
  {
    sku: 'ILU-LED-004',
    name: 'Panel LED Vegetativo 100W',
    category: 'ILUMINARIA/Paneles LED',
    brand: 'LumaGrow',
    description: 'Panel compacto para vegetativo y esquejes. Bajo consumo y temperatura de trabajo reducida.',
    price: 98000,
    discount: 12,
    stock: 22,
    dimensions: '30 x 30 x 5 cm',
  },
  {
    sku: 'ILU-LED-005',
    name: 'Lámpara LED Bajo Consumo 36W E27',
    category: 'ILUMINARIA/Paneles LED',
    brand: 'LumaGrow',
    description:
      'Lámpara LED de rosca E27 con espectro de crecimiento. Ideal para germinación en espacios chicos.',
    price: 9800,
    stock: 150,
    features: ['Rosca E27', '36 W'],
  },
  {
    sku: 'ILU-SOD-001',
    name: 'Lámpara de Sodio Alta Presión',
    category: 'ILUMINARIA/Lámparas de sodio',
    brand: 'SolPampa',
    description:
      'Lámpara de vapor de sodio de alta presión con espectro optimizado para floración. Vida útil de 24.000 horas.',
    price: 23500,
    features: ['Rosca E40', '24.000 h de vida útil'],
    variants: [
      {
        name: 'Potencia',
        options: [
          { name: '250W', stock: 20, priceAdjustment: 0 },
          { name: '400W', stock: 35, priceAdjustment: 6000 },
          { name: '600W', stock: 0, priceAdjustment: 15500 },
        ],
      },
    ],
  },
  {
    sku: 'ILU-SOD-002',
    name: 'Balasto Electrónico Dimerizable 600W',
    category: 'ILUMINARIA/Lámparas de sodio',
    brand: 'SolPampa',
    description:
      'Balasto electrónico con selector 250/400/600 W y modo superlumen. Compatible con sodio y halogenuro.',
    price: 54.9,
    currency: 'USD',
    stock: 11,
    isOwnProduct: false,
  },
  {
    sku: 'ILU-SOD-003',
    name: 'Reflector Alado Martillado',
    category: 'ILUMINARIA/Lámparas de sodio',
    brand: 'SolPampa',
    description:
      'Reflector de aluminio martillado con alas regulables para distribuir la luz de forma pareja.',
    price: 15800,
    stock: 33,
    dimensions: '50 x 40 cm',
  },
  {
    sku: 'ILU-SOD-004',
    name: 'Kit Sodio 600W Completo',
    category: 'ILUMINARIA/Lámparas de sodio',
    brand: 'SolPampa',
    description:
      'Kit con lámpara de sodio de 600 W, balasto magnético, reflector alado y cableado listo para conectar.',
    price: 129000,
    stock: 0,
  },
  {
    sku: 'ILU-SOD-005',
    name: 'Lámpara de Mercurio Halogenado 400W',
    category: 'ILUMINARIA/Lámparas de sodio',
    brand: null,
    description: 'Lámpara de halogenuro metálico con luz azul para etapa vegetativa.',
    price: 31000,
    stock: 16,
    isOwnProduct: false,
  },
  {
    sku: 'ILU-EXT-001',
    name: 'Extractor Centrífugo en Línea',
    category: 'ILUMINARIA/Extractores y ventilación',
    brand: 'SolPampa',
    description:
      '<p>Extractor centrífugo de carcasa metálica, silencioso y de alto caudal. Se instala en línea con el ducto.</p><ul><li>Chico: 100 mm</li><li>Mediano: 125 mm</li><li>Grande: 150 mm</li></ul>',
    price: 54000,
    features: ['Motor de rodamientos', 'Carcasa metálica'],
    variants: [SIZES([0, 9000, 21000], [10, 14, 7])],
  },
  {
    sku: 'ILU-EXT-002',
    name: 'Ventilador Clip 15 cm Oscilante',
    category: 'ILUMINARIA/Extractores y ventilación',
    brand: 'SolPampa',
    description: 'Ventilador con pinza y dos velocidades para mover el aire dentro de la carpa.',
    price: 12900,
    discount: 20,
    stock: 48,
  },
  {
    sku: 'ILU-EXT-003',
    name: 'Filtro de Carbón Activado 125 mm',
    category: 'ILUMINARIA/Extractores y ventilación',
    brand: 'SolPampa',
    description:
      'Filtro antiolor con carbón activado australiano de 38 mm de espesor. Vida útil de 18 meses.',
    price: 62,
    currency: 'USD',
    discount: 5,
    stock: 13,
    dimensions: '125 x 300 mm',
  },
  {
    sku: 'ILU-EXT-004',
    name: 'Ducto Aluminio Flexible 125 mm x 5 m',
    category: 'ILUMINARIA/Extractores y ventilación',
    brand: null,
    description: 'Ducto flexible de aluminio para extracción e intracción.',
    price: 9700,
    stock: 60,
    isOwnProduct: false,
    dimensions: '125 mm x 5 m',
  },
  {
    sku: 'ILU-TIM-001',
    name: 'Timer Digital Programable',
    category: 'ILUMINARIA/Timers y controladores',
    brand: 'SolPampa',
    description: 'Timer digital con 8 programas diarios y batería de respaldo. Soporta hasta 3500 W.',
    price: 8900,
    stock: 75,
  },
  {
    sku: 'ILU-TIM-002',
    name: 'Termohigrómetro Digital con Sonda',
    category: 'ILUMINARIA/Timers y controladores',
    brand: 'SolPampa',
    description: 'Mide temperatura y humedad con registro de máximos y mínimos. Sonda externa de 1,5 m.',
    price: 7600,
    stock: 58,
    isAvailableSparta: false,
  },
  {
    sku: 'ILU-TIM-003',
    name: 'Controlador de Temperatura y Humedad',
    category: 'ILUMINARIA/Timers y controladores',
    brand: 'LumaGrow',
    description: 'Controlador que enciende extractores y humidificadores según los valores configurados.',
    price: 79,
    currency: 'USD',
    stock: 7,
  },
  {
    sku: 'PAR-PIC-001',
    name: 'Picador Metálico 4 Partes 63 mm',
    category: 'PARAFERNALIA/Picadores',
    brand: 'Molienda Andina',
    description:
      '<p>Picador de aleación de zinc con <strong>dientes en forma de diamante</strong>, tapa imantada y compartimento con tamiz de acero inoxidable para recolectar polen.</p><p>Es el modelo más vendido de la línea: liviano, resistente y con un giro suave que no se traba con el uso diario. Se entrega en caja individual lista para exhibir.</p><ul><li>4 partes</li><li>Diámetro de 63 mm</li><li>Incluye espátula</li></ul>',
    price: 8900,
    dimensions: '63 x 45 mm',
    features: ['4 partes', 'Tamiz de acero', 'Tapa imantada', 'Caja individual'],
    variants: [
      COLORS([
        ['Negro', 60],
        ['Plata', 35],
        ['Verde', 0],
      ]),
    ],
    secondImage: true,
  },
  {
    sku: 'PAR-PIC-002',
    name: 'Picador de Madera Artesanal',
    category: 'PARAFERNALIA/Picadores',
    brand: 'Molienda Andina',
    description: 'Picador de madera de algarrobo torneado a mano, con dientes metálicos.',
    price: 4500,
    costPrice: null,
    stock: 42,
  },
  {
    sku: 'PAR-PIC-003',
    name: 'Picador Acrílico 3 Partes 50 mm (pack x12)',
    category: 'PARAFERNALIA/Picadores',
    brand: 'Molienda Andina',
    description: 'Pack de 12 picadores acrílicos en colores surtidos, con display de cartón para mostrador.',
    price: 21600,
    discount: 10,
    stock: 26,
  },
  {
    sku: 'PAR-PIC-004',
    name: 'Picador Eléctrico Recargable USB',
    category: 'PARAFERNALIA/Picadores',
    brand: null,
    description: 'Picador eléctrico con batería de litio y carga USB-C. Cuchillas de acero inoxidable.',
    price: 32000,
    stock: 12,
    isOwnProduct: false,
  },
  {
    sku: 'PAR-PIC-005',
    name: 'Picador Aluminio Aeronáutico',
    category: 'PARAFERNALIA/Picadores',
    brand: 'Molienda Andina',
    description:
      'Picador de aluminio anodizado de grado aeronáutico. Chico 40 mm, Mediano 55 mm y Grande 63 mm.',
    price: 14500,
    variants: [SIZES([0, 3500, 6000], [18, 22, 9])],
  },
  {
    sku: 'PAR-PAP-001',
    name: 'Papelillos Humo Blanco Clásicos (caja x50)',
    category: 'PARAFERNALIA/Papelillos',
    brand: 'Humo Blanco',
    description: 'Caja de 50 librillos de papel de combustión lenta y goma arábiga natural.',
    price: 19500,
    features: ['50 librillos', 'Goma arábiga'],
    variants: [
      {
        name: 'Tamaño',
        options: [
          { name: '1 1/4', stock: 80, priceAdjustment: 0 },
          { name: 'King Size', stock: 55, priceAdjustment: 4500 },
        ],
      },
    ],
  },
  {
    sku: 'PAR-PAP-002',
    name: 'Papelillos de Arroz Ultrafinos King Size (caja x50)',
    category: 'PARAFERNALIA/Papelillos',
    brand: 'Humo Blanco',
    description: 'Papel de arroz ultrafino de 12 g/m², casi transparente y de combustión pareja.',
    price: 23900,
    stock: 64,
  },
  {
    sku: 'PAR-PAP-003',
    name: 'Filtros de Cartón Precortados (caja x50)',
    category: 'PARAFERNALIA/Papelillos',
    brand: 'Humo Blanco',
    description: 'Tips de cartón precortados y perforados, 50 librillos por caja.',
    price: 11900,
    stock: 90,
    isOwnProduct: false,
  },
  {
    sku: 'PAR-PAP-004',
    name: 'Filtros de Carbón Activado 6 mm x100',
    category: 'PARAFERNALIA/Papelillos',
    brand: null,
    description: 'Filtros con carbón activado y tapas cerámicas. Bolsa de 100 unidades.',
    price: 9400,
    stock: 70,
    isOwnProduct: false,
  },
  {
    sku: 'PAR-PAP-005',
    name: 'Papelillos de Cáñamo sin Blanquear (caja x50)',
    category: 'PARAFERNALIA/Papelillos',
    brand: 'Humo Blanco',
    description: 'Papel de cáñamo natural sin blanquear, sin aditivos ni cloro.',
    price: 21900,
    discount: 5,
    stock: 0,
  },
  {
    sku: 'PAR-PAP-006',
    name: 'Bandeja para Armar Metálica',
    category: 'PARAFERNALIA/Papelillos',
    brand: 'Humo Blanco',
    description: 'Bandeja de chapa con bordes redondeados y diseños surtidos.',
    price: 6200,
    variants: [SIZES([0, 1800, 3900], [40, 30, 0])],
  },
  {
    sku: 'PAR-PIP-001',
    name: 'Pipa de Vidrio Borosilicato 10 cm',
    category: 'PARAFERNALIA/Pipas',
    brand: 'Cristal del Sur',
    description: 'Pipa soplada a mano en vidrio borosilicato resistente al calor.',
    price: 7900,
    dimensions: '10 cm',
    variants: [
      COLORS([
        ['Transparente', 30],
        ['Azul', 12],
        ['Verde', 8],
        ['Ámbar', 0],
      ]),
    ],
  },
  {
    sku: 'PAR-PIP-002',
    name: 'Pipa de Madera de Brezo',
    category: 'PARAFERNALIA/Pipas',
    brand: 'Cristal del Sur',
    description: 'Pipa clásica de brezo curado con boquilla de acrílico y filtro de 9 mm.',
    price: 12500,
    stock: 15,
  },
  {
    sku: 'PAR-PIP-003',
    name: 'Pipa Metálica Desarmable',
    category: 'PARAFERNALIA/Pipas',
    brand: null,
    description: 'Pipa de aluminio desarmable con rejillas de repuesto.',
    price: 5800,
    stock: 50,
    isOwnProduct: false,
  },
  {
    sku: 'PAR-PIP-004',
    name: 'Chillum de Cerámica',
    category: 'PARAFERNALIA/Pipas',
    brand: 'Cristal del Sur',
    description: 'Chillum',
    price: 3200,
    costPrice: null,
    stock: 44,
  },
  {
    sku: 'PAR-BON-001',
    name: 'Bong de Vidrio Beaker 30 cm',
    category: 'PARAFERNALIA/Bongs',
    brand: 'Cristal del Sur',
    description:
      'Bong tipo beaker de vidrio de 5 mm de espesor, con percolador de difusor y bowl de 14 mm. Base ancha para mayor estabilidad.',
    price: 42000,
    dimensions: '30 cm',
    features: ['Vidrio de 5 mm', 'Bowl 14 mm', 'Percolador'],
    variants: [
      COLORS([
        ['Transparente', 10],
        ['Azul', 6],
        ['Verde', 4],
      ]),
    ],
  },
  {
    sku: 'PAR-BON-002',
    name: 'Bong Acrílico 25 cm',
    category: 'PARAFERNALIA/Bongs',
    brand: 'Cristal del Sur',
    description: 'Bong de acrílico irrompible con colores surtidos. Ideal para reventa en kioscos.',
    price: 13900,
    discount: 25,
    stock: 36,
  },
  {
    sku: 'PAR-BON-003',
    name: 'Bong de Silicona Plegable',
    category: 'PARAFERNALIA/Bongs',
    brand: null,
    description: 'Bong de silicona de grado alimenticio con bowl de vidrio. Se pliega para transportar.',
    price: 18900,
    stock: 20,
    isOwnProduct: false,
  },
  {
    sku: 'PAR-BON-004',
    name: 'Bowl de Vidrio 14 mm',
    category: 'PARAFERNALIA/Bongs',
    brand: 'Cristal del Sur',
    description: 'Repuesto',
    price: 3900,
    stock: 85,
    isOwnProduct: false,
  },
  {
    sku: 'PAR-VAP-001',
    name: 'Vaporizador Portátil Nube Go',
    category: 'PARAFERNALIA/Vaporizadores',
    brand: 'Nube Vapor',
    description:
      '<p>Vaporizador portátil de <strong>calentamiento por convección</strong> con control de temperatura entre 160 y 220 °C. La cámara de cerámica y el recorrido de aire aislado entregan un vapor limpio y sabroso desde la primera calada.</p><ul><li>Batería de 3000 mAh con carga USB-C</li><li>Calentamiento en 30 segundos</li><li>Boquilla de vidrio intercambiable</li></ul><p>Incluye estuche, cepillo de limpieza y 6 meses de garantía.</p>',
    price: 119,
    currency: 'USD',
    stock: 10,
    features: ['Convección', '160-220 °C', 'Batería 3000 mAh'],
    secondImage: true,
  },
  {
    sku: 'PAR-VAP-002',
    name: 'Vaporizador de Escritorio Nube Home',
    category: 'PARAFERNALIA/Vaporizadores',
    brand: 'Nube Vapor',
    description: 'Vaporizador de mesa con globo y modo manguera. Control digital de temperatura.',
    price: 289,
    currency: 'USD',
    stock: 0,
  },
  {
    sku: 'PAR-VAP-003',
    name: 'Vaporizador Portátil Nube Mini',
    category: 'PARAFERNALIA/Vaporizadores',
    brand: 'Nube Vapor',
    description: 'Versión compacta del Nube Go, con tres temperaturas preestablecidas.',
    price: 74.9,
    currency: 'USD',
    priceInArs: 92000,
    stock: 14,
  },
  {
    sku: 'PAR-VAP-004',
    name: 'Boquilla de Repuesto para Vaporizador',
    category: 'PARAFERNALIA/Vaporizadores',
    brand: 'Nube Vapor',
    description: 'Boquilla de vidrio compatible con los modelos Nube Go y Nube Mini.',
    price: 6900,
    stock: 30,
  },
  {
    sku: 'PAR-BAL-001',
    name: 'Balanza Digital de Precisión 0,01 g',
    category: 'PARAFERNALIA/Balanzas',
    brand: 'Molienda Andina',
    description:
      'Balanza de bolsillo con precisión de 0,01 g y capacidad de 200 g. Incluye pesa de calibración y tapa protectora.',
    price: 11900,
    stock: 65,
    features: ['Precisión 0,01 g', 'Capacidad 200 g', 'Función tara'],
    secondImage: true,
  },
  {
    sku: 'PAR-BAL-002',
    name: 'Balanza de Bolsillo 500 g',
    category: 'PARAFERNALIA/Balanzas',
    brand: 'Molienda Andina',
    description: 'Balanza compacta con precisión de 0,1 g y pantalla retroiluminada.',
    price: 18.9,
    currency: 'USD',
    stock: 40,
  },
  {
    sku: 'PAR-BAL-003',
    name: 'Balanza de Mesa 5 kg',
    category: 'PARAFERNALIA/Balanzas',
    brand: null,
    description:
      'Balanza de mesa con bandeja de acero inoxidable, ideal para fraccionar sustratos y fertilizantes.',
    price: 24900,
    stock: 8,
    isOwnProduct: false,
  },
  {
    sku: 'PAR-BAL-004',
    name: 'Pesas de Calibración 100 g',
    category: 'PARAFERNALIA/Balanzas',
    brand: 'Molienda Andina',
    description: '',
    price: 5200,
    costPrice: null,
    stock: 24,
  },
  {
    sku: 'MER-REM-001',
    name: 'Remera Algodón Logo Hoja',
    category: 'MERCH/Remeras',
    brand: 'Barrio Verde',
    description:
      '<p>Remera de <strong>algodón peinado 24/1</strong> con estampa frontal en serigrafía al agua, que no se cuartea con los lavados. Corte clásico unisex, cuello redondo con ribete reforzado y costuras dobles en mangas y ruedo.</p><p>Pensada para growshops y clubes que quieren sumar merchandising de calidad a su mostrador. Se entrega doblada y embolsada individualmente.</p>',
    price: 9500,
    discountSparta: 12,
    features: ['Algodón peinado 24/1', 'Serigrafía al agua', 'Corte unisex'],
    variants: [TALLES([25, 40, 30, 0])],
    secondImage: true,
  },
  {
    sku: 'MER-REM-002',
    name: 'Remera Oversize Estampada',
    category: 'MERCH/Remeras',
    brand: 'Barrio Verde',
    description: 'Remera oversize de algodón pesado con estampa en espalda.',
    price: 12900,
    variants: [
      TALLES([10, 18, 14, 6], 800),
      COLORS([
        ['Negro', 30],
        ['Blanco', 18],
      ]),
    ],
  },
  {
    sku: 'MER-REM-003',
    name: 'Buzo Canguro con Capucha',
    category: 'MERCH/Remeras',
    brand: 'Barrio Verde',
    description: 'Buzo de frisa invisible con bolsillo canguro y logo bordado.',
    price: 28900,
    variants: [TALLES([6, 12, 10, 4], 1500)],
  },
  {
    sku: 'MER-REM-004',
    name: 'Remera Personalizada con tu Logo (mínimo 24)',
    category: 'MERCH/Remeras',
    brand: 'Barrio Verde',
    description:
      '<p>Remeras estampadas con el logo de tu local, club u ONG. El precio es por unidad con un mínimo de 24.</p><ul><li>Entrega aproximada: <strong>2 semanas</strong> después de confirmar el diseño</li><li>Hasta 4 colores de estampa</li></ul>',
    price: 7800,
    costPrice: null,
    stock: 500,
  },
  {
    sku: 'MER-GOR-001',
    name: 'Gorra Trucker Bordada',
    category: 'MERCH/Gorras',
    brand: 'Barrio Verde',
    description: 'Gorra trucker con frente de espuma, red trasera y bordado 3D.',
    price: 8900,
    variants: [
      COLORS([
        ['Negro', 30],
        ['Verde', 20],
        ['Beige', 0],
      ]),
    ],
  },
  {
    sku: 'MER-GOR-002',
    name: 'Gorro de Lana Invernal',
    category: 'MERCH/Gorras',
    brand: 'Barrio Verde',
    description: 'Gorro de lana acrílica con parche tejido.',
    price: 6900,
    stock: 45,
  },
  {
    sku: 'MER-GOR-003',
    name: 'Piluso Bucket Estampado',
    category: 'MERCH/Gorras',
    brand: 'Barrio Verde',
    description: 'Piluso de gabardina con estampa completa y ojalillos de ventilación.',
    price: 7900,
    discount: 15,
    stock: 38,
  },
  {
    sku: 'MER-ENC-001',
    name: 'Encendedor Clipper Estampado (display x48)',
    category: 'MERCH/Encendedores',
    brand: 'Humo Blanco',
    description: 'Display de 48 encendedores recargables con diseños surtidos. Piedra intercambiable.',
    price: 52000,
    stock: 20,
    isOwnProduct: false,
  },
  {
    sku: 'MER-ENC-002',
    name: 'Encendedor Recargable USB',
    category: 'MERCH/Encendedores',
    brand: 'Humo Blanco',
    description: 'Encendedor de arco eléctrico sin gas, con carga USB y luz indicadora de batería.',
    price: 6900,
    variants: [
      COLORS([
        ['Negro', 25],
        ['Rojo', 15],
        ['Dorado', 5],
      ]),
    ],
  },
  {
    sku: 'MER-ENC-003',
    name: 'Encendedor Soplete Jet',
    category: 'MERCH/Encendedores',
    brand: 'Humo Blanco',
    description: 'Encendedor tipo soplete con llama regulable y traba de seguridad.',
    price: 9900,
    costPrice: null,
    discount: 10,
    stock: 32,
  },
  {
    sku: 'MER-ENC-004',
    name: 'Fosforera Metálica Grabada',
    category: 'MERCH/Encendedores',
    brand: 'Humo Blanco',
    description: 'Fosforera de bronce con grabado láser.',
    price: 4900,
    stock: 27,
    isAvailableSparta: false,
  },
  {
    sku: 'SAL-ACE-001',
    name: 'Aceite de Semilla de Cáñamo Prensado en Frío',
    category: 'SALUD/Aceites',
    brand: 'Vital Herbal',
    description:
      '<p>Aceite de semilla de cáñamo <strong>prensado en frío</strong>, sin refinar ni filtrar, con un perfil equilibrado de omega 3, 6 y 9. Se usa como suplemento alimentario o como aceite de masajes y cuidado de la piel.</p><ul><li>Chico: 10 ml con gotero</li><li>Mediano: 30 ml con gotero</li><li>Grande: 60 ml</li></ul><p>Envase de vidrio color ámbar que protege el producto de la luz.</p>',
    price: 6900,
    features: ['Prensado en frío', 'Omega 3, 6 y 9', 'Vidrio ámbar'],
    variants: [SIZES([0, 7400, 13800], [50, 35, 12])],
    secondImage: true,
  },
  {
    sku: 'SAL-ACE-002',
    name: 'Aceite Esencial de Lavanda 15 ml',
    category: 'SALUD/Aceites',
    brand: 'Vital Herbal',
    description: 'Aceite esencial puro de lavanda para aromaterapia y difusores.',
    price: 5900,
    stock: 60,
    volume: '15 ml',
  },
  {
    sku: 'SAL-ACE-003',
    name: 'Aceite de Masajes Relajante 250 ml',
    category: 'SALUD/Aceites',
    brand: 'Vital Herbal',
    description: 'Aceite de almendras con extractos de manzanilla y cáñamo para masajes relajantes.',
    price: 8400,
    discount: 10,
    stock: 34,
    volume: '250 ml',
  },
  {
    sku: 'SAL-ACE-004',
    name: 'Aceite de Árnica y Romero 100 ml',
    category: 'SALUD/Aceites',
    brand: 'Vital Herbal',
    description: 'Oleato de árnica y romero para masajes descontracturantes.',
    price: 6700,
    stock: 29,
    volume: '100 ml',
    isOwnProduct: false,
  },
  {
    sku: 'SAL-CRE-001',
    name: 'Crema de Cáñamo Hidratante',
    category: 'SALUD/Cremas',
    brand: 'Vital Herbal',
    description: 'Crema corporal con aceite de cáñamo, manteca de karité y vitamina E. Absorción rápida.',
    price: 7900,
    features: ['Con manteca de karité', 'Vitamina E'],
    variants: [SIZES([0, 3900, 7900], [30, 20, 10])],
  },
  {
    sku: 'SAL-CRE-002',
    name: 'Bálsamo Muscular Efecto Frío 60 g',
    category: 'SALUD/Cremas',
    brand: 'Vital Herbal',
    description: 'Bálsamo con mentol, alcanfor y cáñamo para aliviar tensiones musculares.',
    price: 5600,
    discount: 15,
    stock: 48,
    volume: '60 g',
  },
  {
    sku: 'SAL-CRE-003',
    name: 'Crema de Caléndula 100 g',
    category: 'SALUD/Cremas',
    brand: 'Vital Herbal',
    description: 'Crema de caléndula para pieles sensibles.',
    price: 4700,
    stock: 22,
    isAvailable: false,
    volume: '100 g',
  },
  {
    sku: 'SAL-CRE-004',
    name: 'Gel de Aloe Vera 250 ml',
    category: 'SALUD/Cremas',
    brand: null,
    description: 'Gel de aloe vera puro, refrescante e hidratante.',
    price: 4900,
    stock: 66,
    volume: '250 ml',
    isOwnProduct: false,
  },
  {
    sku: 'SAL-SUP-001',
    name: 'Proteína de Cáñamo en Polvo 500 g',
    category: 'SALUD/Suplementos',
    brand: 'Vital Herbal',
    description: 'Proteína vegetal de semilla de cáñamo con 50% de proteína y fibra. Sin gluten.',
    price: 15900,
    costPrice: null,
    stock: 28,
    volume: '500 g',
    features: ['50% proteína', 'Sin gluten', 'Apto vegano'],
  },
  {
    sku: 'SAL-SUP-002',
    name: 'Melatonina 3 mg (60 comprimidos)',
    category: 'SALUD/Suplementos',
    brand: null,
    description: 'Suplemento dietario de melatonina de liberación inmediata.',
    price: 8900,
    stock: 0,
    isOwnProduct: false,
  },
  {
    sku: 'SAL-SUP-003',
    name: 'Magnesio Citrato en Polvo 500 g',
    category: 'SALUD/Suplementos',
    brand: 'Vital Herbal',
    description: 'Citrato de magnesio de alta absorción. Sabor neutro.',
    price: 10900,
    costPrice: null,
    stock: 31,
    volume: '500 g',
  },
  {
    sku: 'SAL-SUP-004',
    name: 'Semillas de Chía Orgánicas 1 kg',
    category: 'SALUD/Suplementos',
    brand: 'Vital Herbal',
    description: 'Semillas de chía de cultivo orgánico certificado.',
    price: 5800,
    stock: 40,
    isAvailable: false,
    volume: '1 kg',
  },
];

export const FEATURED_SKUS = [
  'ILU-LED-001',
  'CUL-SUS-001',
  'PAR-PIC-001',
  'ILU-LED-002',
  'MER-REM-001',
  'CUL-MAC-001',
  'SAL-ACE-001',
  'PAR-BAL-001',
];

export const BANNERS: BannerSeed[] = [
  {
    slug: 'iluminacion-led',
    title: 'Iluminación LED de alto rendimiento',
    description: 'Paneles full spectrum con 3 años de garantía. Precios mayoristas para growshops.',
    link: '/productos?category_name=ILUMINARIA',
    buttonText: 'Ver iluminación',
    category: 'ILUMINARIA',
  },
  {
    slug: 'todo-para-el-cultivo',
    title: 'Todo para el cultivo',
    description: 'Sustratos, fertilizantes, macetas y riego con despacho en 48 h a todo el país.',
    link: '/productos?category_name=CULTIVO&include_children=true',
    buttonText: 'Ver cultivo',
    category: 'CULTIVO',
  },
  {
    slug: 'merch-personalizado',
    title: 'Merch personalizado para tu marca',
    description:
      'Remeras, gorras y encendedores con tu logo. Entrega en 2 semanas desde que confirmás el diseño.',
    link: '/productos?category_name=MERCH',
    buttonText: 'Pedí tu merch',
    category: 'MERCH',
  },
];

export const OFFERS = [
  {
    name: 'Semana del Cultivo',
    discount: 15,
    startDaysFromNow: -1,
    endDaysFromNow: 30,
    skus: ['CUL-FER-001', 'CUL-RIE-001', 'ILU-EXT-004', 'CUL-SUS-002', 'CUL-MAC-003'],
  },
  {
    name: 'Hot Sale',
    discount: 20,
    startDaysFromNow: -45,
    endDaysFromNow: -15,
    skus: ['PAR-BON-001', 'MER-GOR-001', 'SAL-SUP-001'],
  },
  {
    name: 'Semana de la Parafernalia',
    discount: 10,
    startDaysFromNow: 7,
    endDaysFromNow: 14,
    skus: ['PAR-PIC-002', 'PAR-PAP-002', 'PAR-BAL-001', 'MER-ENC-002'],
  },
];

export const DOLLAR_RATE = { value: 1185.5, rateType: 'oficial' };

export const SITE_CONFIG = {
  whatsappNumber: '5491134567890',
  contactEmail: 'ventas@mayorista.com.ar',
  storeAddress: 'Av. Mitre 1234, B1884 Berazategui, Buenos Aires',
  phone: '11 3456-7890',
  instagram: 'mayorista.ar',
  latitude: -34.7636,
  longitude: -58.2128,
};

/**
 * The demo's price lists (decision 052) besides 'General', the default the migration creates: each
 * with a few of the history's buyers (the `demo` buyer stays on 'General') and a handful of special
 * prices by SKU, in pesos.
 */
export type PriceListSeed = {
  name: string;
  adjustmentPercent: number;
  minOrderAmount: number | null;
  buyers: string[];
  overrides: { sku: string; price: number }[];
};
export const PRICE_LISTS: PriceListSeed[] = [
  {
    name: 'Distribuidor',
    adjustmentPercent: -10,
    minOrderAmount: 300_000,
    buyers: ['growpatagonia', 'dispensarionorte'],
    overrides: [
      { sku: 'ILU-LED-001', price: 249_000 },
      { sku: 'CUL-SUS-001', price: 12_900 },
    ],
  },
  {
    name: 'Kiosco',
    adjustmentPercent: 12,
    minOrderAmount: null,
    buyers: ['kioscoelpuente', 'tabaqueriaalem', 'almacennatural'],
    overrides: [{ sku: 'CUL-MAC-001', price: 2_300 }],
  },
  {
    name: 'Club',
    adjustmentPercent: 5,
    minOrderAmount: 80_000,
    buyers: ['clubraices', 'cultivarsalud'],
    overrides: [{ sku: 'CUL-FER-001', price: 12_000 }],
  },
];

/** Vocabulary for the synthetic benchmark catalogue: names are built from these words. */
export const BENCH_VOCABULARY: {
  category: string;
  nouns: string[];
  specs: string[];
  prices: [number, number];
}[] = [
  {
    category: 'CULTIVO/Sustratos',
    nouns: ['Sustrato', 'Turba', 'Fibra de coco', 'Humus'],
    specs: ['10 L', '25 L', '50 L', '80 L'],
    prices: [3500, 25000],
  },
  {
    category: 'CULTIVO/Fertilizantes/Orgánicos',
    nouns: ['Fertilizante orgánico', 'Bioestimulante', 'Guano'],
    specs: ['250 ml', '500 ml', '1 L', '5 L'],
    prices: [4500, 45000],
  },
  {
    category: 'CULTIVO/Fertilizantes/Minerales',
    nouns: ['Fertilizante mineral', 'Corrector de pH', 'Enraizante'],
    specs: ['500 ml', '1 L', '1 kg'],
    prices: [4500, 40000],
  },
  {
    category: 'CULTIVO/Macetas',
    nouns: ['Maceta textil', 'Maceta soplada', 'Maceta cuadrada', 'Maceta redonda'],
    specs: ['3 L', '7 L', '12 L', '20 L', '40 L'],
    prices: [1500, 9000],
  },
  {
    category: 'CULTIVO/Carpas indoor',
    nouns: ['Carpa indoor', 'Carpa de secado'],
    specs: ['60x60', '80x80', '100x100', '120x120'],
    prices: [60000, 320000],
  },
  {
    category: 'CULTIVO/Riego',
    nouns: ['Kit de riego', 'Regadera', 'Bomba de agua', 'Pulverizador'],
    specs: ['2 L', '5 L', '10 plantas', '20 plantas'],
    prices: [4000, 60000],
  },
  {
    category: 'ILUMINARIA/Paneles LED',
    nouns: ['Panel LED', 'Lámpara LED', 'Barra LED'],
    specs: ['100W', '240W', '300W', '600W'],
    prices: [9000, 450000],
  },
  {
    category: 'ILUMINARIA/Lámparas de sodio',
    nouns: ['Lámpara de sodio', 'Lámpara halogenada', 'Balasto'],
    specs: ['250W', '400W', '600W'],
    prices: [18000, 140000],
  },
  {
    category: 'ILUMINARIA/Extractores y ventilación',
    nouns: ['Extractor', 'Ventilador', 'Filtro de carbón'],
    specs: ['100 mm', '125 mm', '150 mm'],
    prices: [9000, 110000],
  },
  {
    category: 'ILUMINARIA/Timers y controladores',
    nouns: ['Timer', 'Termohigrómetro', 'Controlador'],
    specs: ['digital', 'analógico', 'wifi'],
    prices: [6000, 95000],
  },
  {
    category: 'PARAFERNALIA/Picadores',
    nouns: ['Picador metálico', 'Picador de madera', 'Picador acrílico'],
    specs: ['40 mm', '50 mm', '55 mm', '63 mm'],
    prices: [2500, 35000],
  },
  {
    category: 'PARAFERNALIA/Papelillos',
    nouns: ['Papelillos', 'Filtros', 'Bandeja para armar'],
    specs: ['1 1/4', 'King Size', 'x50', 'x100'],
    prices: [1500, 25000],
  },
  {
    category: 'PARAFERNALIA/Pipas',
    nouns: ['Pipa de vidrio', 'Pipa de madera', 'Chillum'],
    specs: ['8 cm', '10 cm', '14 cm'],
    prices: [2500, 20000],
  },
  {
    category: 'PARAFERNALIA/Bongs',
    nouns: ['Bong de vidrio', 'Bong acrílico', 'Bong de silicona'],
    specs: ['20 cm', '25 cm', '30 cm'],
    prices: [9000, 60000],
  },
  {
    category: 'PARAFERNALIA/Vaporizadores',
    nouns: ['Vaporizador portátil', 'Vaporizador de escritorio'],
    specs: ['mini', 'pro', 'plus'],
    prices: [60000, 350000],
  },
  {
    category: 'PARAFERNALIA/Balanzas',
    nouns: ['Balanza digital', 'Balanza de bolsillo', 'Balanza de mesa'],
    specs: ['0,01 g', '0,1 g', '5 kg'],
    prices: [6000, 40000],
  },
  {
    category: 'MERCH/Remeras',
    nouns: ['Remera', 'Buzo', 'Musculosa'],
    specs: ['estampada', 'bordada', 'oversize'],
    prices: [7000, 32000],
  },
  {
    category: 'MERCH/Gorras',
    nouns: ['Gorra', 'Piluso', 'Gorro'],
    specs: ['trucker', 'bordada', 'de lana'],
    prices: [5500, 14000],
  },
  {
    category: 'MERCH/Encendedores',
    nouns: ['Encendedor', 'Encendedor recargable', 'Fosforera'],
    specs: ['clásico', 'USB', 'jet'],
    prices: [1500, 12000],
  },
  {
    category: 'SALUD/Aceites',
    nouns: ['Aceite de cáñamo', 'Aceite esencial', 'Aceite de masajes'],
    specs: ['10 ml', '30 ml', '100 ml'],
    prices: [4000, 22000],
  },
  {
    category: 'SALUD/Cremas',
    nouns: ['Crema hidratante', 'Bálsamo', 'Gel de aloe'],
    specs: ['60 g', '100 g', '250 ml'],
    prices: [3500, 15000],
  },
  {
    category: 'SALUD/Suplementos',
    nouns: ['Proteína de cáñamo', 'Magnesio', 'Semillas de chía'],
    specs: ['250 g', '500 g', '1 kg'],
    prices: [5000, 25000],
  },
];

export const BENCH_QUALIFIERS = [
  'Premium',
  'Pro',
  'Eco',
  'Plus',
  'Max',
  'Lite',
  'Urban',
  'Classic',
  'Sport',
  'Edición limitada',
];
