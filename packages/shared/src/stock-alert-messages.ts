/**
 * The stock alerts' Spanish texts (issue 29 item 6), apart from their schemas so the product page
 * reads them without loading zod.
 */
export const STOCK_ALERT_MESSAGES = {
  inStock: 'El producto tiene stock: puedes pedirlo ahora.',
  optionInStock: 'Esa opción tiene stock: puedes pedirla ahora.',
  optionNotFound: 'La opción no pertenece a este producto.',
  productNotFound: 'Producto no encontrado',
  staffOnly: 'Los avisos de stock son para las cuentas de compradores.',
  button: 'Avisarme cuando haya stock',
  waiting: 'Te vamos a avisar por e-mail cuando vuelva a haber stock',
  cancel: 'Cancelar aviso',
  created: 'Listo: te avisamos por e-mail cuando vuelva a haber stock',
  cancelled: 'Aviso cancelado',
} as const;
