// @vitest-environment happy-dom
import type { FiscalSettings } from '@mayorista/shared/fiscal-settings';
import type { SiteConfig } from '@mayorista/shared/settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import StoreSettingsPage from './store-settings-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const config: SiteConfig = {
  id: 1,
  store_name: 'Mayorista',
  email: 'ventas@mayorista.com.ar',
  instagram: 'mayorista.ar',
  store_address: 'Av. Mitre 1234, Berazategui',
  phone: '11 3456-7890',
  whatsapp_number: '5491134567890',
  whatsapp_greeting: '¡Hola!',
  latitude: -34.7636,
  longitude: -58.2128,
  promo_text: 'Envíos a todo el país',
  reply_time: '24-48 horas',
  map_zoom: 10,
  map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  faq: [
    { question: 'Primera', answer: 'Uno' },
    { question: 'Segunda', answer: 'Dos' },
  ],
  delivery_note_header: '',
  contact_daily_limit: 10,
  updated_at: '2026-11-23T12:00:00.000Z',
};

const fiscal: FiscalSettings = {
  cuit: '',
  business_name: '',
  iva_condition: 'responsable_inscripto',
  iibb: '',
  activity_start: null,
  point_of_sale: 1,
  environment: 'homologacion',
  auto_invoice: 'off',
  complete: false,
  certificate_configured: false,
  updated_at: '2026-11-23T12:00:00.000Z',
};

let saveAnswer: () => Response;
let fiscalSaveAnswer: (body: Record<string, unknown>) => Response;
const puts: unknown[] = [];
const fiscalPuts: Record<string, unknown>[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (String(url).startsWith('/api/fiscal-settings/') && init?.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    fiscalPuts.push(body);
    return fiscalSaveAnswer(body);
  }
  if (String(url).startsWith('/api/fiscal-settings/')) return Response.json(fiscal);
  if (String(url).startsWith('/api/site-config/1/') && init?.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    puts.push(body);
    return saveAnswer();
  }
  if (String(url).startsWith('/api/site-config/1/')) return Response.json(config);
  return Response.json({});
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/configuracion/store', element: <StoreSettingsPage /> },
      { path: '/otra', element: <p>Otra pantalla</p> },
    ],
    { initialEntries: ['/configuracion/store'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { router: false });
  return router;
}

beforeEach(() => {
  puts.length = 0;
  fiscalPuts.length = 0;
  saveAnswer = () => Response.json({ ...config, phone: '11 4000-0000' });
  fiscalSaveAnswer = (body) => Response.json({ ...fiscal, ...body, complete: true });
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});
afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('Tienda settings screen', () => {
  it('loads the record into the sections and saves every field with a toast', async () => {
    renderPage();
    const phone = await screen.findByLabelText(/^Teléfono/);
    expect(phone).toHaveProperty('value', '11 3456-7890');
    for (const name of [
      'Datos de la tienda',
      'Contacto y redes',
      'Ubicación y mapa',
      'Franja promocional',
      'Preguntas frecuentes',
      'Remito y nota de venta',
      'Mensajes de contacto',
    ])
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    fireEvent.change(phone, { target: { value: '11 4000-0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Cambios guardados'));
    expect(puts).toHaveLength(1);
    const { id: _id, updated_at: _at, ...fields } = config;
    expect(puts[0]).toEqual({ ...fields, phone: '11 4000-0000' });
  });

  it('moves, removes and adds FAQ entries and sends them in the new order', async () => {
    renderPage();
    await screen.findByLabelText(/^Teléfono/);
    fireEvent.click(screen.getByRole('button', { name: 'Bajar la pregunta 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la pregunta 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    const questions = screen.getAllByLabelText(/^Pregunta/, { selector: 'input' });
    const answers = screen.getAllByLabelText(/^Respuesta/);
    expect(questions.map((input) => (input as HTMLInputElement).value)).toEqual(['Segunda', '']);
    fireEvent.change(questions[1], { target: { value: '¿Nueva?' } });
    fireEvent.change(answers[1], { target: { value: 'Sí.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0] as SiteConfig).faq).toEqual([
      { question: 'Segunda', answer: 'Dos' },
      { question: '¿Nueva?', answer: 'Sí.' },
    ]);
  });

  it('puts the server messages on their fields and keeps what was typed', async () => {
    saveAnswer = () => Response.json({ map_tile_url: ['Debe ser una dirección https.'] }, { status: 400 });
    renderPage();
    const tiles = await screen.findByLabelText(/^Servidor de mapas/);
    fireEvent.change(tiles, { target: { value: 'https://otro.example.org/{z}/{x}/{y}.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Debe ser una dirección https.')).toBeTruthy();
    expect(tiles).toHaveProperty('value', 'https://otro.example.org/{z}/{x}/{y}.png');
    expect(notify.error).toHaveBeenCalledWith('No se pudieron guardar los cambios');
  });

  it('checks the fields before sending and asks before leaving with unsaved changes', async () => {
    const router = renderPage();
    const zoom = await screen.findByLabelText(/^Zoom del mapa/);
    fireEvent.change(zoom, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El zoom debe ser un número entero de 1 a 18.')).toBeTruthy();
    expect(puts).toHaveLength(0);

    void router.navigate('/otra');
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/configuracion/store');
  });

  it('shows a Spanish error with a retry when the record cannot load', async () => {
    const answer = fetchMock.getMockImplementation();
    let failed = false;
    fetchMock.mockImplementation(async (url, init) => {
      if (!failed && String(url).startsWith('/api/site-config/')) {
        failed = true;
        return Response.json({ detail: 'x' }, { status: 500 });
      }
      return answer?.(url, init) ?? Response.json({});
    });
    renderPage();
    expect(await screen.findByText('No se pudo cargar la configuración de la tienda.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText(/^Teléfono/)).toBeTruthy();
  });
});

describe('Datos fiscales card', () => {
  it('says there is no ARCA certificate, checks the CUIT digit before sending and saves the 11 digits', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Datos fiscales', level: 2 })).toBeTruthy();
    expect(
      await screen.findByText(/Sin certificado de ARCA: los comprobantes se emiten de prueba/),
    ).toBeTruthy();
    const cuit = screen.getByLabelText(/^CUIT/);
    fireEvent.change(cuit, { target: { value: '30-71234567-2' } });
    fireEvent.change(screen.getByLabelText(/^Razón social/), { target: { value: 'Mayorista Sur S.R.L.' } });
    const save = screen.getByRole('button', { name: 'Guardar datos fiscales' });
    fireEvent.click(save);
    expect(await screen.findByText('CUIT inválido')).toBeTruthy();
    expect(fiscalPuts).toHaveLength(0);

    fireEvent.change(cuit, { target: { value: '30-71234567-1' } });
    fireEvent.change(screen.getByLabelText(/^Punto de venta/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^Facturar automáticamente/), { target: { value: 'delivered' } });
    fireEvent.click(save);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Datos fiscales guardados'));
    expect(fiscalPuts[0]).toEqual({
      cuit: '30712345671',
      business_name: 'Mayorista Sur S.R.L.',
      iva_condition: 'responsable_inscripto',
      iibb: '',
      activity_start: null,
      point_of_sale: 3,
      environment: 'homologacion',
      auto_invoice: 'delivered',
    });
    // Saved: shown as printed, nothing left unsaved.
    await waitFor(() => expect(cuit).toHaveProperty('value', '30-71234567-1'));
    expect(screen.queryByText('Tienes cambios sin guardar en los datos fiscales')).toBeNull();
  });

  it("puts the server's messages on their fields and asks before leaving with the card unsaved", async () => {
    fiscalSaveAnswer = () =>
      Response.json({ point_of_sale: ['El punto de venta no existe.'] }, { status: 400 });
    const router = renderPage();
    const pointOfSale = await screen.findByLabelText(/^Punto de venta/);
    fireEvent.change(screen.getByLabelText(/^CUIT/), { target: { value: '30712345671' } });
    fireEvent.change(screen.getByLabelText(/^Razón social/), { target: { value: 'Sur' } });
    fireEvent.change(pointOfSale, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(await screen.findByText('El punto de venta no existe.')).toBeTruthy();
    expect(pointOfSale).toHaveProperty('value', '7');
    expect(notify.error).toHaveBeenCalledWith('No se pudieron guardar los datos fiscales');

    void router.navigate('/otra');
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(within(dialog).getByText(/los datos fiscales/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the certificate is configured', async () => {
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      String(url).startsWith('/api/fiscal-settings/')
        ? Response.json({ ...fiscal, certificate_configured: true })
        : (answer?.(url, init) ?? Response.json({})),
    );
    renderPage();
    expect(await screen.findByText(/Certificado de ARCA configurado/)).toBeTruthy();
  });
});
