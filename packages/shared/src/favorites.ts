/**
 * 'Mis favoritos' (issue 29 item 3, decision 053): the buyer's favourite products, priced by their
 * own list through the storefront's cards. Per buyer, so never part of the storefront's cached answers.
 */
import { z } from 'zod';
import { ProductSchema } from './catalog.ts';

export { FAVORITE_MESSAGES, FAVORITES_MAX } from './favorite-messages.ts';

const productId = z
  .number({ message: 'product debe ser un número entero positivo' })
  .int({ message: 'product debe ser un número entero positivo' })
  .positive({ message: 'product debe ser un número entero positivo' });

export const FavoriteInputSchema = z.object({ product: productId });
export type FavoriteInput = z.infer<typeof FavoriteInputSchema>;

export const FavoriteSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  added_at: z.string(),
  available: z
    .boolean()
    .describe('false: el producto ya no está visible en la tienda (se lista igual para poder quitarlo)'),
  product: ProductSchema.nullable().describe(
    'La tarjeta del producto con el precio de la lista del comprador; null cuando no está disponible',
  ),
});
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoriteListSchema = z.object({ count: z.number(), results: z.array(FavoriteSchema) });
export type FavoriteList = z.infer<typeof FavoriteListSchema>;

export const FavoriteIdsSchema = z.object({
  ids: z.array(z.number()).describe('Los productos favoritos del comprador (para marcar los corazones)'),
});
export type FavoriteIds = z.infer<typeof FavoriteIdsSchema>;

export const FavoriteChangeSchema = z.object({ product_id: z.number(), is_favorite: z.boolean() });
export type FavoriteChange = z.infer<typeof FavoriteChangeSchema>;
