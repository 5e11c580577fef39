/**
 * The favourites' texts (issue 29 item 3), without zod: the heart on every catalogue card imports
 * them, and the storefront's first script must stay small (the schemas are in favorites.ts).
 */

/** How many favourites a buyer keeps (the list answers them all in one page). */
export const FAVORITES_MAX = 500;

export const FAVORITE_MESSAGES = {
  add: 'Agregar a favoritos',
  remove: 'Quitar de favoritos',
  added: 'Agregado a favoritos',
  removed: 'Quitado de favoritos',
  notFound: 'Producto no encontrado',
  tooMany: `Puedes guardar hasta ${FAVORITES_MAX} favoritos`,
  unavailable: 'Ya no está disponible',
  updateFailed: 'No se pudo actualizar tus favoritos',
} as const;
