/** The carousel screen's messages (backoffice §8: the carousel has its own texts, "not shown"; written here). */
export const BANNER_MESSAGES = {
  loadFailed: 'Error al cargar los banners',
  created: 'Banner creado',
  updated: 'Banner actualizado',
  saveFailed: 'Error al guardar el banner',
  orderFailed: 'Error al actualizar el orden de los banners',
  deleted: 'Banner eliminado',
  deleteFailed: 'Error al eliminar el banner',
  activated: 'Banner activado',
  deactivated: 'Banner desactivado',
  toggleFailed: 'Error al cambiar el estado del banner',
} as const;
