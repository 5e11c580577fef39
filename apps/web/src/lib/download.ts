import {
  ApiError,
  buildUrl,
  NETWORK_MESSAGE,
  type QueryParams,
  SESSION_EXPIRED_EVENT,
  serverMessage,
  TIMEOUT_MESSAGE,
} from '@/api/client';
import { clearSession, getAccessToken } from '@/lib/session';

/** A file export takes longer than a page: two minutes before giving up. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, '')) || fallback;
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name.replace(/[\\/]/g, '_') || fallback;
}

/** Saves a Blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Downloads a file of the API that needs the bearer token: fetched as a Blob (the JSON client reads
 * text) with the client's rules (timeout, Spanish errors, a 401 ends the session), then saved under
 * the name of its Content-Disposition header, or `fallbackName`.
 */
export async function downloadApiFile(
  path: string,
  params: QueryParams,
  options: { fallbackName: string; errorMessage: string },
): Promise<{ filename: string; headers: Headers }> {
  const token = getAccessToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(
      controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE,
      0,
      undefined,
      controller.signal.aborted ? 'timeout' : 'network',
    );
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    if (response.status === 401 && token) {
      clearSession();
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    }
    const body = await errorBody(response);
    throw new ApiError(serverMessage(body) ?? options.errorMessage, response.status, body);
  }
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), options.fallbackName);
  saveBlob(blob, filename);
  return { filename, headers: response.headers };
}
