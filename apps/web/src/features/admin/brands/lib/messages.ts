/** The brands screen's messages (backoffice §8: brands have their own texts, "not shown"; written here). */
export const BRAND_MESSAGES = {
  loadFailed: 'Error al cargar las marcas',
  created: 'Marca creada',
  updated: 'Marca actualizada',
  saveFailed: 'Error al guardar la marca',
  orderFailed: 'Error al actualizar el orden de las marcas',
  deleted: 'Marca eliminada',
  deleteFailed: 'Error al eliminar la marca',
  activated: 'Marca activada',
  deactivated: 'Marca desactivada',
  toggleFailed: 'Error al cambiar el estado de la marca',
} as const;
