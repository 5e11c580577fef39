import type { ExternalProduct } from '@mayorista/shared/sync';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { externalBySkuQueryOptions, externalSyncKeys, failureOf } from '../api/external-sync';
import { type LookupState, lookupState } from './external-diff';

/** Typing the SKU looks it up once the admin stops for this long. */
export const SKU_DEBOUNCE_MS = 500;

/**
 * The supplier's product for the form's SKU (§4 sync states). The lookup follows the SKU after a
 * pause; `lookup()` runs it at once (the button), `linked(product)` takes a product already at hand.
 */
export function useExternalLookup(sku: string) {
  const queryClient = useQueryClient();
  const trimmed = sku.trim();
  const debounced = useDebouncedValue(trimmed, SKU_DEBOUNCE_MS);
  // The SKU a button asked for: looked up without waiting for the pause.
  const [now, setNow] = useState<string | null>(null);
  const target = now !== null && now === trimmed ? now : debounced;
  const query = useQuery(externalBySkuQueryOptions(target));

  const state: LookupState = lookupState({
    sku: trimmed,
    target,
    pending: target !== '' && (query.isPending || (query.isFetching && query.isError)),
    data: query.data,
    error: query.isError ? failureOf(query.error) : null,
  });

  const lookup = useCallback(() => {
    if (!trimmed) return;
    setNow(trimmed);
    void queryClient.refetchQueries({ queryKey: externalSyncKeys.sku(trimmed), exact: true });
  }, [queryClient, trimmed]);

  const linked = useCallback(
    (product: ExternalProduct & { sku: string }) => {
      queryClient.setQueryData(externalSyncKeys.sku(product.sku.trim()), product);
      setNow(product.sku.trim());
    },
    [queryClient],
  );

  return { state, lookup, linked, refreshing: query.isFetching };
}
