import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  dollarRates,
  featuredProducts,
  offerProducts,
  offers,
  products,
  productVariants,
  variantOptions,
} from '../db/schema/index.ts';
import { ensureDemoUsers } from '../modules/auth/auth.service.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A small, fully known catalogue for API tests (prices chosen to make the rule easy to check). */
export async function seedTestCatalogue(db: Db) {
  await db.insert(dollarRates).values({ value: 1000, rateType: 'oficial' });
  const [cultivo, iluminaria] = await db
    .insert(categories)
    .values([
      { name: 'CULTIVO', slug: 'cultivo', order: 0 },
      { name: 'ILUMINARIA', slug: 'iluminaria', order: 1 },
      { name: 'En oferta', slug: 'en-oferta', order: 99 },
    ])
    .returning();
  const [sustratos, paneles] = await db
    .insert(categories)
    .values([
      { name: 'Sustratos', slug: 'cultivo-sustratos', parentId: cultivo.id, order: 0 },
      { name: 'Paneles LED', slug: 'iluminaria-paneles-led', parentId: iluminaria.id, order: 0 },
    ])
    .returning();
  const [organicos] = await db
    .insert(categories)
    .values([{ name: 'Orgánicos', slug: 'cultivo-sustratos-organicos', parentId: sustratos.id, order: 0 }])
    .returning();
  const [growmax, lumen] = await db
    .insert(brands)
    .values([
      { name: 'GrowMax', order: 0 },
      { name: 'Lumen', order: 1 },
      { name: 'Marca Vieja', isActive: false, order: 2 },
    ])
    .returning();
  const base = { description: '<p>Descripción de prueba del producto.</p>', isAvailable: true, stock: 20 };
  const [lamp, sustrato, compost, maceta, oculto, picador] = await db
    .insert(products)
    .values([
      {
        ...base,
        name: 'Lámpara LED 600W Full Spectrum',
        sku: 'T-LAMP',
        categoryId: paneles.id,
        brandId: lumen.id,
        currency: 'USD',
        price: 100,
        costPrice: 60,
      },
      {
        ...base,
        name: 'Sustrato Premium 50L',
        sku: 'T-SUS',
        categoryId: sustratos.id,
        brandId: growmax.id,
        price: 5000,
        discount: 10,
        stock: 10,
      },
      {
        ...base,
        name: 'Compost orgánico 10kg',
        sku: 'T-COMP',
        categoryId: organicos.id,
        brandId: growmax.id,
        price: 2000,
        priceInArs: 2500,
      },
      {
        ...base,
        name: 'Maceta textil',
        sku: 'T-MAC',
        categoryId: sustratos.id,
        brandId: growmax.id,
        price: 3000,
        discount: 5,
        discountSparta: 15,
        hasVariants: true,
        stock: 5,
      },
      {
        ...base,
        name: 'Producto oculto',
        sku: 'T-HID',
        categoryId: sustratos.id,
        price: 999,
        isAvailable: false,
      },
      { ...base, name: 'Picador metálico', sku: 'T-PIC', categoryId: cultivo.id, price: 1500, stock: 0 },
    ])
    .returning();
  const [size] = await db
    .insert(productVariants)
    .values({ productId: maceta.id, variantName: 'Tamaño' })
    .returning();
  await db.insert(variantOptions).values([
    { variantId: size.id, name: 'Chico', sku: 'T-MAC-CH', stock: 5, position: 0, costPrice: 1000 },
    { variantId: size.id, name: 'Grande', sku: 'T-MAC-GR', stock: 0, priceAdjustment: 500, position: 1 },
  ]);
  const [offer] = await db
    .insert(offers)
    .values({
      name: 'Semana del compost',
      discount: 20,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
    })
    .returning();
  await db.insert(offerProducts).values({ offerId: offer.id, productId: compost.id });
  const [expired] = await db
    .insert(offers)
    .values({
      name: 'Vencida',
      discount: 50,
      startDate: new Date(Date.now() - 10 * DAY),
      endDate: new Date(Date.now() - 5 * DAY),
    })
    .returning();
  await db.insert(offerProducts).values({ offerId: expired.id, productId: lamp.id });
  await db.insert(featuredProducts).values([
    { productId: maceta.id, position: 1 },
    { productId: sustrato.id, position: 2 },
  ]);
  await ensureDemoUsers(db);
  return {
    categories: { cultivo, iluminaria, sustratos, paneles, organicos },
    brands: { growmax, lumen },
    products: { lamp, sustrato, compost, maceta, oculto, picador },
  };
}
export type TestCatalogue = Awaited<ReturnType<typeof seedTestCatalogue>>;
