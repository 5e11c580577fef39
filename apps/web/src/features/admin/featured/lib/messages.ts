/** Texts of the featured products screen (backoffice §2.4, §8). */
export const FEATURED_TEXTS = {
  loadFailed: 'Error al cargar los productos destacados',
  addFailed: 'Error al destacar el producto',
  removeFailed: 'Error al quitar el producto destacado',
  reorderFailed: 'Error al reordenar los productos destacados',
  // Not in the spec (short es-AR texts of ours).
  added: 'Producto agregado a destacados',
  removed: 'Producto quitado de destacados',
  reordered: 'Orden de los destacados guardado',
  searchFailed: 'Error al buscar productos',
  empty: 'Todavía no hay productos destacados.',
} as const;
