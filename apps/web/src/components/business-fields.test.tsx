// @vitest-environment happy-dom
import { CreateCustomerBaseSchema, RegisterBaseSchema } from '@mayorista/shared/accounts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Form, useZodForm } from '@/components/ui/form';
import { BusinessFields } from './business-fields';

function Harness({ variant, schema }: { variant: 'register' | 'admin'; schema: z.ZodObject }) {
  const form = useZodForm(schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>);
  return (
    <Form form={form} onSubmit={() => {}}>
      <BusinessFields variant={variant} />
      <button type="submit">Enviar</button>
    </Form>
  );
}

const labels = () => [...document.querySelectorAll('label')].map((label) => label.textContent?.trim() ?? '');

afterEach(cleanup);

describe('BusinessFields', () => {
  it('asks the register form for the business, all required but Facebook and the extra information', async () => {
    render(
      <Harness
        variant="register"
        schema={RegisterBaseSchema.pick({
          business_name: true,
          business_type: true,
          business_address: true,
          phone_number: true,
          dni: true,
          instagram: true,
          cuit: true,
          iva_condition: true,
          facebook: true,
          extra_info: true,
        })}
      />,
    );
    expect(labels()).toEqual([
      'Nombre del negocio',
      'Tipo de negocio',
      'Dirección del negocio',
      'Teléfono',
      'DNI',
      'Instagram',
      'CUIT/CUIL (opcional)',
      'Condición frente al IVA (opcional)',
      'Facebook (opcional)',
      'Información adicional (opcional)',
    ]);
    expect(screen.getByLabelText('Nombre del negocio').getAttribute('autocomplete')).toBe('organization');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El nombre del negocio es requerido')).toBeTruthy();
    expect(screen.getByText('El tipo de negocio es requerido')).toBeTruthy();
    expect(screen.getByLabelText('DNI').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Facebook (opcional)').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('CUIT/CUIL (opcional)').getAttribute('aria-invalid')).toBeNull();
    const condition = screen.getByLabelText('Condición frente al IVA (opcional)') as HTMLSelectElement;
    expect([...condition.options].map((option) => option.text)).toEqual([
      'Sin informar',
      'Responsable Inscripto',
      'Monotributista',
      'Exento',
      'Consumidor Final',
    ]);
  });

  it('gives the create-customer form its order and wording, all optional, with CUIT/CUIL', async () => {
    render(
      <Harness
        variant="admin"
        schema={CreateCustomerBaseSchema.pick({
          dni: true,
          business_name: true,
          business_address: true,
          phone_number: true,
          instagram: true,
          facebook: true,
          cuit: true,
          iva_condition: true,
          business_type: true,
          extra_info: true,
        })}
      />,
    );
    expect(labels()).toEqual([
      'DNI',
      'Nombre del negocio',
      'Dirección del negocio',
      'Teléfono',
      'Instagram',
      'Facebook',
      'CUIT/CUIL',
      'Condición frente al IVA',
      'Tipo de organización',
      'Comentarios',
    ]);
    expect(screen.getByLabelText('Nombre del negocio').getAttribute('autocomplete')).toBeNull();
    expect(screen.getByText('Sin guiones')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('DNI'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El DNI debe tener al menos 7 caracteres')).toBeTruthy();
    expect(screen.queryByText('El nombre del negocio es requerido')).toBeNull();
  });
});
