// @vitest-environment happy-dom
import type { Banner } from '@mayorista/shared/content';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { orderChanges } from '../api/reorder-banners';
import { BannerModal } from './banner-modal';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

class FakeRequest {
  static sent: FakeRequest[] = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  method = '';
  url = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  body: FormData | null = null;
  onload?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {}
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

const banner = (id: number, order: number): Banner => ({
  id,
  title: `B${id}`,
  description: '',
  image: `/media/banners/${id}-1600.webp`,
  mobileImage: `/media/banners/${id}-1600.webp`,
  desktop_image: `/media/banners/${id}-1600.webp`,
  mobile_image: null,
  link: '/productos',
  primaryLink: '/productos',
  button_text: '',
  order,
  is_active: true,
});

function open(editing: Banner | 'new') {
  renderPage(<BannerModal editing={editing} nextOrder={3} onClose={vi.fn()} />);
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BannerModal', () => {
  it('starts with the defaults (link /productos, the next order, active) and requires the desktop image on create', async () => {
    open('new');
    expect((screen.getByLabelText('Enlace') as HTMLInputElement).value).toBe('/productos');
    expect((screen.getByLabelText('Orden') as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Crear banner' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La imagen de escritorio es requerida');
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('sends both images with the fields in one request and shows the progress on each', async () => {
    open('new');
    fireEvent.change(screen.getByLabelText(/Imagen de escritorio/), { target: { files: [png('d.png')] } });
    fireEvent.change(screen.getByLabelText(/Imagen para celulares/), { target: { files: [png('m.png')] } });
    await screen.findByText('m.png');
    fireEvent.change(screen.getByLabelText('Título (opcional)'), { target: { value: 'Otoño' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear banner' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const [request] = FakeRequest.sent as [FakeRequest];
    expect([request.method, request.url]).toEqual(['POST', '/api/uploads/carousel/']);
    expect(request.body?.get('title')).toBe('Otoño');
    expect(request.body?.get('order')).toBe('3');
    expect((request.body?.get('desktop_image') as File | null)?.name).toBe('d.png');
    expect((request.body?.get('mobile_image') as File | null)?.name).toBe('m.png');
    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 }));
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '75',
      '75',
    ]);
  });

  it('edits without asking for the images again', async () => {
    open(banner(8, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect([FakeRequest.sent[0]?.method, FakeRequest.sent[0]?.url]).toEqual([
      'PATCH',
      '/api/uploads/carousel/8/',
    ]);
    expect(FakeRequest.sent[0]?.body?.get('desktop_image')).toBeNull();
  });
});

describe('orderChanges', () => {
  it('gives each banner its position as order and lists only those that change', () => {
    expect(orderChanges([banner(5, 0), banner(2, 0), banner(9, 2), banner(1, 7)])).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 3 },
    ]);
  });
});
