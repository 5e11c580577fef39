/**
 * The catalogue's constants without its schemas: the storefront imports these, so its pages do not
 * load zod and every catalogue schema (about 27 kB gzip, and their construction at start-up) just for
 * a page size or a category name (issue 15). catalog.ts re-exports them.
 */
export const PAGE_SIZE_LIST = 12;
export const PAGE_SIZE_DEFAULT = 9;
export const PAGE_SIZE_API_DEFAULT = 24;
export const PAGE_SIZE_MAX = 1000;
export const SEARCH_MAX_LENGTH = 200;
export const SALE_CATEGORY_NAME = 'En oferta';
export const MAIN_CATEGORY_ORDER = ['CULTIVO', 'ILUMINARIA', 'PARAFERNALIA', 'MERCH', 'SALUD'] as const;
