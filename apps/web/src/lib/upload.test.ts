import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { sniffImageType, uploadWithProgress } from './upload';

class FakeRequest {
  static last: FakeRequest;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  body: unknown;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('sends the form to the API path, reports progress and resolves with the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.stubGlobal('localStorage', { getItem: () => 'tok' });
    const onProgress = vi.fn();
    const body = new FormData();
    const done = uploadWithProgress<{ url: string }>({ path: '/uploads/carousel/', body, onProgress });
    const request = FakeRequest.last;
    expect([request.method, request.url, request.body]).toEqual(['POST', '/api/uploads/carousel/', body]);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    expect(onProgress).toHaveBeenCalledWith(0.25);
    request.status = 201;
    request.response = { url: 'https://cdn/x.webp' };
    request.onload?.();
    await expect(done).resolves.toEqual({ url: 'https://cdn/x.webp' });
  });

  it('rejects with an ApiError carrying the body, like the API client', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.stubGlobal('localStorage', { getItem: () => null });
    const done = uploadWithProgress({ path: '/uploads/', body: new FormData() });
    const request = FakeRequest.last;
    request.status = 400;
    request.response = { image: ['Formato no válido'] };
    request.onload?.();
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({ image: ['Formato no válido'] });
  });
});

describe('sniffImageType', () => {
  it('reads JPEG, PNG and WebP from their first bytes', async () => {
    const blob = (bytes: number[]) => new Blob([new Uint8Array(bytes)]);
    expect(await sniffImageType(blob([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(await sniffImageType(blob([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    const webp = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];
    expect(await sniffImageType(blob(webp))).toBe('image/webp');
    expect(await sniffImageType(blob([0x3c, 0x73, 0x76, 0x67]))).toBeNull();
  });
});
