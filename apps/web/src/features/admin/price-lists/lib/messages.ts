/** The price lists screens' texts (issue 28 item 7). */
export const PRICE_LIST_TEXTS = {
  loadFailed: 'Error al cargar las listas de precios',
  loadOneFailed: 'Error al cargar la lista de precios',
  notFound: 'La lista de precios no existe',
  created: 'Lista de precios creada',
  updated: 'Lista de precios actualizada',
  saveFailed: 'Error al guardar la lista de precios',
  deleted: 'Lista de precios eliminada',
  deleteFailed: 'Error al eliminar la lista de precios',
  overridesFailed: 'Error al cargar los precios especiales',
  overrideSaved: 'Precio especial guardado',
  overrideRemoved: 'Precio especial quitado',
  overrideFailed: 'Error al guardar el precio especial',
  overrideRemoveFailed: 'Error al quitar el precio especial',
  importFailed: 'Error al importar los precios especiales',
  searchFailed: 'No se pudo buscar productos',
  productFailed: 'No se pudieron cargar las opciones del producto',
  invalidPrice: 'Ingresa un precio mayor a 0, por ejemplo 1250 o 1250,50',
} as const;

const percent = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** '+12 %', '−10 %', '0 %': a list's adjustment on the base price. */
export const adjustmentLabel = (value: number) => `${percent.format(value).replace('-', '−')} %`;

/** '1250', '1250,50' and '1.250,50' as a price; null when it is empty; NaN when it is not a price. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return null;
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  const value = Number(normalized);
  return value > 0 ? value : Number.NaN;
}
