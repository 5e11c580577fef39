/**
 * The catalogue feature's public surface (decision 048): what other features may use of it. The
 * home's brand strip reads the storefront's brands.
 */
export { useBrands } from './api/get-brands';
