// @vitest-environment happy-dom
import type { ImportReport } from '@mayorista/shared/product-transfer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { mockFetch, renderPage } from '@/test/render';
import ProductImportPage from './import-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const upload = vi.hoisted(() => vi.fn());
vi.mock('@/lib/upload', () => ({ uploadWithProgress: upload }));

const withError: ImportReport = {
  summary: { create: 1, update: 0, unchanged: 0, error: 1 },
  new_brands: [],
  ignored_columns: ['notas'],
  rows: [
    {
      row: 2,
      sku: 'N-1',
      outcome: 'create',
      changes: { nombre: [null, 'Nuevo'], precio: [null, 1234.5] },
      errors: [],
    },
    {
      row: 3,
      sku: 'N-2',
      outcome: 'error',
      changes: {},
      errors: [{ column: 'precio', message: 'debe ser un número mayor o igual a 0' }],
    },
  ],
};
const clean: ImportReport = {
  summary: { create: 1, update: 1, unchanged: 0, error: 0 },
  new_brands: ['Marca Nueva'],
  ignored_columns: [],
  rows: [
    { row: 2, sku: 'N-1', outcome: 'create', changes: { nombre: [null, 'Nuevo'] }, errors: [] },
    { row: 3, sku: 'T-SUS', outcome: 'update', changes: { precio: [5000, 5500] }, errors: [] },
  ],
};

/** A streamed NDJSON answer, one chunk per line. */
function ndjsonResponse(lines: object[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

const chooseFile = () => {
  const input = screen.getByLabelText('Elegir archivo') as HTMLInputElement;
  const file = new File(['sku;precio\r\nN-1;10\r\n'], 'productos.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
};

beforeEach(() => {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  renderPage(<ProductImportPage />);
});
afterEach(() => {
  upload.mockReset();
});

describe('Importar productos', () => {
  it('starts empty, with review and apply disabled until a file is chosen and reviewed', () => {
    expect(
      screen.getByText('Elige un archivo y revísalo para ver qué pasará con cada producto.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: /Revisar archivo/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: /Aplicar importación/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows each row's errors by row and column and keeps apply disabled", async () => {
    upload.mockResolvedValue(withError);
    chooseFile();
    expect(screen.getByText('productos.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Revisar archivo/ }));
    await screen.findByText('Fila 3, precio: debe ser un número mayor o igual a 0');
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ path: '/products/import/?dry_run=true' }));
    const summary = screen.getByLabelText('Resumen de la revisión');
    expect(within(summary).getByText('Con errores').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('notas')).toBeTruthy();
    // Only the rows with errors by default; all of them on request.
    expect(screen.queryByText('N-1')).toBeNull();
    fireEvent.click(screen.getByLabelText('Todas las filas'));
    expect(screen.getByText('N-1')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Aplicar importación/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/El archivo tiene 1 fila con errores/)).toBeTruthy();
  });

  it('applies a clean file after confirmation, showing the progress and the result', async () => {
    upload.mockResolvedValue(clean);
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    mockFetch(fetchMock);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: /Revisar archivo/ }));
    await screen.findByText('Marca Nueva', { exact: false });
    const applyButton = screen.getByRole('button', { name: /Aplicar importación/ }) as HTMLButtonElement;
    expect(applyButton.disabled).toBe(false);
    fireEvent.click(applyButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Se creará 1 producto y se modificará 1 producto.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar importación' }));
    await screen.findByText('Enviando el archivo…');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    finish(
      ndjsonResponse([
        { phase: 'validating', done: 0, total: 2 },
        { phase: 'validating', done: 2, total: 2 },
        { phase: 'writing', done: 2, total: 2 },
        {
          result: {
            summary: clean.summary,
            new_brands: ['Marca Nueva'],
            ignored_columns: [],
          },
        },
      ]),
    );
    await screen.findByText('Importación aplicada: 1 producto creado, 1 modificado y 0 sin cambios.');
    expect(screen.getByRole('link', { name: 'Ver inventario' }).getAttribute('href')).toBe(
      '/configuracion/productos',
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/products/import/');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the error line of a failed apply and that nothing was saved', async () => {
    upload.mockResolvedValue(clean);
    mockFetch(
      vi.fn(async () =>
        ndjsonResponse([{ phase: 'writing', done: 0, total: 2 }, { error: { detail: 'Falló la base' } }]),
      ),
    );
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: /Revisar archivo/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Aplicar importación/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aplicar importación' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Falló la base No se guardó ningún cambio.'),
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
