import type { ImportProgressLine, ImportResult } from '@mayorista/shared/product-transfer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@/api/client';
import { ApiError, NETWORK_MESSAGE, serverMessage } from '@/api/errors';
import { getAccessToken } from '@/lib/session';
import { ndjsonSplitter } from '../lib/ndjson';
import { importForm } from './dry-run-import';

export const APPLY_FAILED = 'Error al aplicar la importación';
export type ApplyProgress = Extract<ImportProgressLine, { phase: string }>;

/**
 * POST /products/import/: the server re-checks the file, writes it in one transaction and streams
 * NDJSON lines (progress, then the result or an error), read here as they arrive.
 */
export async function applyImport(
  file: File,
  onProgress: (line: ApplyProgress) => void,
): Promise<ImportResult> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(buildUrl('/products/import/'), {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: importForm(file),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(NETWORK_MESSAGE, 0, undefined, 'network');
  }
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => undefined);
    throw new ApiError(serverMessage(body) ?? APPLY_FAILED, response.status, body);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const splitter = ndjsonSplitter<ImportProgressLine>();
  let result: ImportResult | undefined;
  const handle = (lines: ImportProgressLine[]) => {
    for (const line of lines) {
      if ('error' in line) throw new ApiError(line.error.detail, 500, line);
      if ('result' in line) result = line.result;
      else onProgress(line);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handle(splitter.push(value));
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0, undefined, 'network');
  }
  handle(splitter.end());
  if (!result) throw new ApiError(APPLY_FAILED, 500, undefined);
  return result;
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (line: ApplyProgress) => void }) =>
      applyImport(file, onProgress),
    // An import can touch any product, brand or list: every cached catalogue answer is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
