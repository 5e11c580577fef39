/** What the app says before unsaved changes are lost (a page's guard and a modal's close). */
export const UNSAVED_TEXTS = {
  leaveTitle: '¿Salir sin guardar?',
  leaveMessage: 'Tienes cambios sin guardar. Si sales ahora, se pierden.',
  leave: 'Salir sin guardar',
  discardTitle: '¿Descartar los cambios?',
  discardMessage: 'Tienes cambios sin guardar en este formulario. Si lo cierras, se pierden.',
  discard: 'Descartar cambios',
  stay: 'Seguir editando',
} as const;
