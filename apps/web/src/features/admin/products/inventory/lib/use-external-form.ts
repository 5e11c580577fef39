import type { ExternalProduct, MissingItem } from '@mayorista/shared/sync';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { getExternalProduct } from '../api/external-sync';
import { addVariantTarget, createProductTarget, variantData } from './external-targets';

/** Backoffice §8 Inventory. */
export const PROCESS_FAILED = 'Error al procesar el producto externo';
export const OPEN_FAILED = 'No se pudo abrir el formulario. Intenta nuevamente.';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Opens the product form from an external product. The whole product is asked for by SKU first, so
 * its variants come along; if that fails, 'Error al procesar el producto externo' and the empty
 * AddProduct form (§8). A missing variant opens its local parent's edit page with the option to add.
 * `pending` is the SKU being looked up (its button shows a spinner).
 */
export function useExternalForm() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  const lookup = async (sku: string): Promise<ExternalProduct | null> => {
    setPending(sku);
    try {
      return await getExternalProduct(sku);
    } catch {
      return null;
    } finally {
      setPending(null);
    }
  };

  const open = (target: () => string) => {
    try {
      navigate(target());
    } catch {
      notify.error(OPEN_FAILED);
    }
  };

  const createProduct = async (sku: string) => {
    if (pending) return;
    const product = await lookup(sku);
    if (!product) {
      notify.error(PROCESS_FAILED);
      open(() => paths.adminAddProduct);
      return;
    }
    open(() => createProductTarget(product, sessionStore()));
  };

  const addVariant = async (item: MissingItem) => {
    const parent = item.parent_product_local;
    if (pending || !parent) return;
    const external = item.parent_sku ? await lookup(item.parent_sku) : null;
    open(() => addVariantTarget(parent.id, variantData(item, external), sessionStore()));
  };

  return { pending, createProduct, addVariant };
}
