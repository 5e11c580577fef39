import {
  type PriceListFileFormat,
  type PriceListFileQuery,
  priceListFileName,
} from '@mayorista/shared/price-list-file';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/download';

export const PRICE_LIST_DOWNLOAD_FAILED = 'No pudimos generar tu lista de precios. Inténtalo nuevamente.';

export type PriceListDownload = PriceListFileQuery & { format: PriceListFileFormat };

/** GET /api/me/price-list.{xlsx|pdf} with the filters, saved under the server's file name. */
export function downloadPriceList({ format, category, brand }: PriceListDownload) {
  return downloadApiFile(
    `/me/price-list.${format}`,
    { category, brand },
    {
      fallbackName: priceListFileName(new Date().toISOString().slice(0, 10), format),
      errorMessage: PRICE_LIST_DOWNLOAD_FAILED,
    },
  );
}

export function useDownloadPriceList() {
  return useMutation({ mutationFn: downloadPriceList });
}
