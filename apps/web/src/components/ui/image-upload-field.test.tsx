// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from '@/api/errors';
import { IMAGE_MAX_BYTES } from '@/lib/upload';
import { ImageUploadField } from './image-upload-field';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const pngFile = (name = 'foto.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

type Upload = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

function Harness({ upload, initial = null }: { upload: Upload; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return <ImageUploadField label="Imagen principal" value={value} onChange={setValue} upload={upload} />;
}

const input = () => screen.getByLabelText(/Imagen principal/) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('ImageUploadField', () => {
  it('is a labelled file input for JPEG, PNG and WebP', () => {
    render(<Harness upload={vi.fn()} />);
    expect(input().getAttribute('type')).toBe('file');
    expect(input().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(screen.getByText('Elegir imagen')).toBeTruthy();
  });

  it('refuses a file that is not an image by its content, whatever its name', async () => {
    const upload = vi.fn();
    render(<Harness upload={upload} />);
    choose(new File(['<svg></svg>'], 'falsa.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La imagen debe ser JPEG, PNG o WebP.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB', async () => {
    const upload = vi.fn();
    render(<Harness upload={upload} />);
    const big = pngFile();
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe('La imagen no puede superar los 10 MB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress while uploading, then the stored image', async () => {
    let report: (fraction: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    const upload = vi.fn<Upload>(
      (_file, onProgress) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    render(<Harness upload={upload} />);
    choose(pngFile());
    const bar = await screen.findByRole('progressbar', { name: 'Subiendo Imagen principal' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => report(0.42));
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview');
    await act(async () => finish('https://cdn/img.webp'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('img', { name: 'Vista previa de Imagen principal' }).getAttribute('src')).toBe(
      'https://cdn/img.webp',
    );
    expect(screen.getByText('Cambiar imagen')).toBeTruthy();
  });

  it('says so when the upload fails, and removes the image on request', async () => {
    render(<Harness upload={() => Promise.reject(new Error('500'))} initial="https://cdn/old.webp" />);
    choose(pngFile());
    expect((await screen.findByRole('alert')).textContent).toBe('Error al subir la imagen');
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://cdn/old.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("gives the reason after 'Error al subir la imagen: ' when the server or the connection says one", async () => {
    const refused = new ApiError('x', 400, {
      image: ['El archivo no es una imagen válida (JPEG, PNG o WebP).'],
    });
    const { unmount } = render(<Harness upload={() => Promise.reject(refused)} />);
    choose(pngFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error al subir la imagen: El archivo no es una imagen válida (JPEG, PNG o WebP).',
    );
    unmount();
    render(<Harness upload={() => Promise.reject(new ApiError(NETWORK_MESSAGE, 0, null, 'network'))} />);
    choose(pngFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Error al subir la imagen: ${NETWORK_MESSAGE}`,
    );
  });
});
