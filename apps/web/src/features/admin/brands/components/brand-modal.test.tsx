// @vitest-environment happy-dom
import type { Brand } from '@mayorista/shared/catalog';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { renderPage } from '@/test/render';
import { BrandModal } from './brand-modal';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** XMLHttpRequest as the upload helper uses it: the test decides the progress and the answer. */
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
  onerror?: () => void;
  onabort?: () => void;
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
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const pngFile = () => new File([new Uint8Array(PNG)], 'logo.png', { type: 'image/png' });

const brand: Brand = {
  id: 4,
  name: 'Lumen',
  logo: '/media/brands/lumen-400.webp',
  logo_url: '/media/brands/lumen-400.webp',
  website_url: 'https://lumen.example.com',
  is_active: true,
  order: 2,
};

const onClose = vi.fn();

function open(editing: Brand | 'new') {
  renderPage(<BrandModal editing={editing} nextOrder={5} onClose={onClose} />);
}

const nameInput = () => screen.getByLabelText('Nombre') as HTMLInputElement;
const submit = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const lastRequest = () => FakeRequest.sent.at(-1) as FakeRequest;

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  URL.createObjectURL = vi.fn(() => 'blob:logo');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  onClose.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrandModal', () => {
  it('requires the name and sends nothing without it', async () => {
    open('new');
    submit('Crear marca');
    expect(await screen.findByText('El nombre de la marca es requerido')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('sends the fields and the logo in one multipart request and shows its upload progress', async () => {
    open('new');
    fireEvent.change(nameInput(), { target: { value: '  Nueva Luz ' } });
    fireEvent.change(screen.getByLabelText(/Logo/), { target: { files: [pngFile()] } });
    expect(await screen.findByText('logo.png')).toBeTruthy();
    expect((await screen.findByAltText('Vista previa de Logo')).getAttribute('src')).toBe('blob:logo');
    submit('Crear marca');

    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const request = lastRequest();
    expect([request.method, request.url]).toEqual(['POST', '/api/brands/']);
    expect(request.body?.get('name')).toBe('Nueva Luz');
    expect(request.body?.get('is_active')).toBe('true');
    expect(request.body?.get('order')).toBe('5');
    expect((request.body?.get('logo') as File | null)?.name).toBe('logo.png');

    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    const bar = screen.getByRole('progressbar', { name: 'Subiendo Logo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    act(() => request.answer(201, { ...brand, id: 9, name: 'Nueva Luz' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith('Marca creada');
  });

  it('puts a server error on its field and keeps the modal open', async () => {
    open(brand);
    expect(nameInput().value).toBe('Lumen');
    fireEvent.change(nameInput(), { target: { value: 'Otra' } });
    submit('Guardar cambios');
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect([lastRequest().method, lastRequest().url]).toEqual(['PATCH', '/api/brands/4/']);
    expect(lastRequest().body?.get('order')).toBeNull();

    act(() => lastRequest().answer(400, { name: ['Ya existe una marca con ese nombre'] }));
    expect(await screen.findByText('Ya existe una marca con ese nombre')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameInput());
    expect(notify.error).toHaveBeenCalledWith('Error al guardar la marca');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server refusal of the logo under the logo', async () => {
    open(brand);
    fireEvent.change(screen.getByLabelText(/Logo/), { target: { files: [pngFile()] } });
    await screen.findByText('logo.png');
    submit('Guardar cambios');
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const refusal = 'El archivo no es una imagen válida (JPEG, PNG o WebP).';
    act(() => lastRequest().answer(400, { logo: [refusal] }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(notify.error).toHaveBeenCalledWith(refusal);
  });
});
