/** Cart limits (storefront §9), kept apart from the zod schemas so the storefront's first chunk stays small. */
export const CART_MAX_QUANTITY = 99;
