/** Texts of the catalogue order screen (backoffice §2.4, §8). */
export const ORDERING_TEXTS = {
  loadFailed: 'Error al cargar los productos ordenados',
  saveFailed: 'Error al actualizar el orden de los productos',
  // Not in the spec (short es-AR texts of ours).
  saved: 'Orden del catálogo guardado',
  empty: 'No hay productos en esta categoría.',
  leaveMessage: 'Cambiaste el orden de los productos y no lo guardaste. ¿Salir sin guardar?',
} as const;
