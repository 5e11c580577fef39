// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { renderPage, reply } from '@/test/render';
import type { Profile } from '../api/profile';
import { PersonalDataForm } from './personal-data-form';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const profile: Profile = {
  id: 4,
  username: 'growsur',
  email: 'grow@example.com',
  first_name: 'Lucía',
  last_name: 'Fernández',
  phone_number: '',
  dni: '30123456',
  cuit: '27-3012 (pedir)',
  iva_condition: '',
  business_name: 'Grow Sur',
  business_address: '',
  is_staff: false,
  is_active: true,
  is_blocked: false,
};

afterEach(() => vi.clearAllMocks());

/** Mi cuenta's tax fields (issue 31): checked as the server checks them, only what changes. */
describe('PersonalDataForm tax profile', () => {
  it('saves the rest with a CUIT typed before the rule, and refuses a wrong CUIT before sending', async () => {
    const router = renderPage(<PersonalDataForm profile={profile} />, {
      fetch: {
        'PUT /api/auth/profile/': ({ body }) => ({ ...profile, ...(body as object), message: 'ok' }),
      },
    }).api!;
    const condition = screen.getByLabelText('Condición frente al IVA') as HTMLSelectElement;
    expect([...condition.options].map((option) => option.text)).toEqual([
      'Sin informar',
      'Responsable Inscripto',
      'Monotributista',
      'Exento',
      'Consumidor Final',
    ]);
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '1134567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Perfil actualizado correctamente'));
    expect(router.calls[0].body).toMatchObject({ phone_number: '1134567890', iva_condition: '' });

    fireEvent.change(condition, { target: { value: 'responsable_inscripto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByRole('alert')).textContent).toBe('CUIT inválido');
    const cuit = screen.getByLabelText('CUIT/CUIL');
    expect(cuit.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(cuit, { target: { value: '27-30123456-8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(router.calls).toHaveLength(2));
    expect(router.calls[1].body).toMatchObject({
      cuit: '27301234568',
      iva_condition: 'responsable_inscripto',
    });
  });

  it("shows the server's refusal", async () => {
    renderPage(<PersonalDataForm profile={{ ...profile, cuit: '' }} />, {
      fetch: { 'PUT /api/auth/profile/': () => reply(400, { cuit: ['CUIT inválido'] }) },
    });
    fireEvent.change(screen.getByLabelText('DNI'), { target: { value: '30123457' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('CUIT inválido'));
    expect((await screen.findByRole('alert')).textContent).toBe('CUIT inválido');
    expect(screen.getByLabelText('CUIT/CUIL').getAttribute('aria-invalid')).toBe('true');
  });
});
