/**
 * The catalogue's types are the API contract's (packages/shared/src/catalog.ts), imported as types
 * only so zod stays out of the storefront's bundle. Price fields are absent for anonymous callers.
 */
import type * as Catalog from '@mayorista/shared/catalog';

export type Currency = Catalog.Currency;
export type Option = Catalog.Option;
export type Variant = Catalog.Variant;
export type Product = Catalog.Product;
export type Brand = Catalog.Brand;
export type FeaturedProduct = Catalog.Featured;
export type Suggestion = Catalog.Suggestion;
/** A category of the flat list, or a node of the tree (with its children). */
export type Category = Catalog.Category & { children?: Category[] };
