import {
  type CreateCustomerInput,
  type CreateCustomerResponse,
  CreateCustomerSchema,
  CUSTOMER_FIELDS,
} from '@mayorista/shared/accounts';
import { IVA_CONDITION_LABELS, IVA_CONDITIONS } from '@mayorista/shared/tax-profile';
import { useId } from 'react';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { Modal, ModalCancelButton, useModalDirty } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useCreateSaleCustomer } from '../api/create-customer';

/** The create-customer screen's texts (accounts §2). */
const MESSAGES = {
  created: 'Cliente creado exitosamente',
  failedToast: 'Error al crear la cuenta',
  failedInline: 'Error al crear la cuenta del cliente',
  noResponse: 'No se pudo conectar con el servidor',
  processing: 'Error al procesar la solicitud',
} as const;

const FIELDS = [
  'username',
  'email',
  'phone_number',
  'dni',
  'cuit',
  'iva_condition',
  'business_name',
  'business_address',
  'password',
] as const;
type FieldName = (typeof FIELDS)[number];

const EMPTY = {
  ...(Object.fromEntries(FIELDS.map((name) => [name, ''])) as Record<
    Exclude<FieldName, 'iva_condition'>,
    string
  >),
  iva_condition: '' as const,
};

const LABELS: Record<Exclude<FieldName, 'password'>, { label: string; hint?: string; required?: boolean }> = {
  username: { label: 'Nombre de usuario', required: true },
  email: { label: 'Correo electrónico', required: true },
  phone_number: { label: CUSTOMER_FIELDS.phone_number.label },
  dni: { label: CUSTOMER_FIELDS.dni.label },
  cuit: { label: CUSTOMER_FIELDS.cuit.label, hint: CUSTOMER_FIELDS.cuit.hint },
  iva_condition: { label: CUSTOMER_FIELDS.iva_condition.label },
  business_name: { label: CUSTOMER_FIELDS.business_name.label },
  business_address: {
    label: CUSTOMER_FIELDS.business_address.label,
    hint: 'Ej.: Calle 14 1450, Berazategui (1884)',
  },
};

/** A new customer account (active and verified, as on Crear cliente), chosen for the sale at once. */
export function NewCustomerModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (customer: CreateCustomerResponse) => void;
}) {
  const create = useCreateSaleCustomer();
  return (
    <Modal open={open} onClose={onClose} title="Nuevo cliente" size="lg" busy={create.isPending}>
      <NewCustomerForm onCreated={onCreated} create={create} />
    </Modal>
  );
}

function NewCustomerForm({
  onCreated,
  create,
}: {
  onCreated: (customer: CreateCustomerResponse) => void;
  create: ReturnType<typeof useCreateSaleCustomer>;
}) {
  const id = useId();
  const form = useZodForm(CreateCustomerSchema, { defaultValues: EMPTY });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);
  const a11y = (name: FieldName, hint = false) => inputA11y(`${id}-${name}`, errors[name]?.message, hint);

  const onSubmit = async (values: CreateCustomerInput) => {
    const payload = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
    ) as CreateCustomerInput;
    try {
      const customer = await create.mutateAsync(payload);
      notify.success(MESSAGES.created);
      onCreated(customer);
    } catch (error) {
      setServerErrors(form, error, {
        fields: FIELDS,
        fallback: MESSAGES.failedInline,
        noResponse: MESSAGES.noResponse,
        unexpected: MESSAGES.processing,
      });
      notify.error(MESSAGES.failedToast);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        La cuenta queda activa y verificada, y se elige para esta venta.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((name) => (
          <Field
            key={name}
            id={`${id}-${name}`}
            label={LABELS[name].label}
            required={LABELS[name].required}
            hint={LABELS[name].hint}
            error={errors[name]?.message}
            className={name === 'business_address' ? 'sm:col-span-2' : undefined}
          >
            {name === 'iva_condition' ? (
              <select className="form-input" {...a11y(name)} {...register(name)}>
                <option value="">Sin informar</option>
                {IVA_CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {IVA_CONDITION_LABELS[condition]}
                  </option>
                ))}
              </select>
            ) : (
              <input
                type={name === 'email' ? 'email' : name === 'phone_number' ? 'tel' : 'text'}
                autoComplete="off"
                className="form-input"
                {...a11y(name, Boolean(LABELS[name].hint))}
                {...register(name)}
              />
            )}
          </Field>
        ))}
        <Field
          id={`${id}-password`}
          label="Contraseña"
          required
          hint="Mínimo 6 caracteres."
          error={errors.password?.message}
          className="sm:col-span-2"
        >
          <PasswordInput autoComplete="new-password" {...a11y('password', true)} {...register('password')} />
        </Field>
      </div>
      <FormAlert />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalCancelButton disabled={create.isPending} />
        <button
          type="submit"
          className="btn-primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? <Spinner className="size-4" /> : null}
          Crear cliente
        </button>
      </div>
    </Form>
  );
}
