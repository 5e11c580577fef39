import type { StockAlert } from '@mayorista/shared/stock-alerts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/api/client';

/** What a buyer waits for: a product, or one of its variant options. */
export type StockAlertTarget = { productId: number; optionId: number | null };

export const stockAlertKeys = {
  all: ['stock-alerts'] as const,
  mine: () => [...stockAlertKeys.all, 'mine'] as const,
};

/** GET /api/me/stock-alerts/: the buyer's waiting alerts (the product answers carry none: they are cached for all). */
export const getMyStockAlerts = (signal?: AbortSignal) =>
  apiGet<StockAlert[]>('/me/stock-alerts/', { signal, skipAuthRedirect: true });

export const myStockAlertsQueryOptions = () =>
  queryOptions({
    queryKey: stockAlertKeys.mine(),
    queryFn: ({ signal }) => getMyStockAlerts(signal),
    staleTime: 60_000,
  });

export function useMyStockAlerts(enabled = true) {
  return useQuery({ ...myStockAlertsQueryOptions(), enabled });
}

/** The waiting alert for this product (and option), if the buyer has one. */
export const findAlert = (alerts: readonly StockAlert[] | undefined, target: StockAlertTarget) =>
  alerts?.find((alert) => alert.product === target.productId && alert.option === target.optionId);

/** POST /api/products/{id}/stock-alert/: 'Avisarme cuando haya stock' (the same alert when asked again). */
export const createStockAlert = ({ productId, optionId }: StockAlertTarget) =>
  apiPost<StockAlert>(`/products/${productId}/stock-alert/`, optionId == null ? {} : { option: optionId });

/** DELETE /api/products/{id}/stock-alert/?option=: 'Cancelar aviso'. */
export const cancelStockAlert = ({ productId, optionId }: StockAlertTarget) =>
  apiDelete<null>(`/products/${productId}/stock-alert/`, { params: { option: optionId } });

export function useCreateStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStockAlert,
    onSuccess: (alert) => {
      queryClient.setQueryData<StockAlert[]>(stockAlertKeys.mine(), (alerts = []) => [
        alert,
        ...alerts.filter((known) => known.id !== alert.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: stockAlertKeys.all });
    },
  });
}

export function useCancelStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelStockAlert,
    onSuccess: (_nothing, target) => {
      queryClient.setQueryData<StockAlert[]>(stockAlertKeys.mine(), (alerts = []) =>
        alerts.filter((alert) => !(alert.product === target.productId && alert.option === target.optionId)),
      );
      void queryClient.invalidateQueries({ queryKey: stockAlertKeys.all });
    },
  });
}
