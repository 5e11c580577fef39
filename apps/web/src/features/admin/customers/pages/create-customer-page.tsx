import { type CreateCustomerInput, CreateCustomerSchema } from '@mayorista/shared/accounts';
import { ArrowLeft, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusinessFields } from '@/components/business-fields';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { PriceListSelect } from '../../price-lists/components/price-list-select';
import { useCreateCustomer } from '../api/customers';
import { createCustomerProgress } from '../lib/create-progress';

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
  'dni',
  'business_name',
  'business_address',
  'phone_number',
  'instagram',
  'facebook',
  'cuit',
  'iva_condition',
  'business_type',
  'extra_info',
  'price_list',
  'password',
] as const;
type FieldName = (typeof FIELDS)[number];

const EMPTY = {
  ...(Object.fromEntries(FIELDS.map((name) => [name, ''])) as Record<
    Exclude<FieldName, 'business_type' | 'iva_condition' | 'price_list'>,
    string
  >),
  business_type: '' as const,
  iva_condition: '' as const,
  // No list chosen: the server gives the default one.
  price_list: undefined,
};

/** Crear cliente (accounts §2 create customer screen): an admin creates an active, verified account. */
export default function CreateCustomerPage() {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const form = useZodForm(CreateCustomerSchema, { defaultValues: EMPTY, mode: 'all' });
  const {
    register,
    watch,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = form;

  const [username, email, password] = watch(['username', 'email', 'password']);
  const progress = createCustomerProgress({ username, email, password });

  const onSubmit = async (values: CreateCustomerInput) => {
    const payload = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
    ) as CreateCustomerInput;
    try {
      await create.mutateAsync(payload);
      notify.success(MESSAGES.created);
      navigate(paths.adminCustomers);
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

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const a11y = (name: FieldName, hint = false) => inputA11y(fieldId(name), errors[name]?.message, hint);
  const sending = create.isPending;

  return (
    <section className="mx-auto max-w-3xl">
      <title>Crear cliente | Mayorista</title>
      <Link
        to={paths.adminCustomers}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Volver a clientes
      </Link>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="border-b border-stone-200 px-5 py-5 sm:px-7">
          <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">Crear Nueva Cuenta de Cliente</h1>
          <p className="mt-1 text-sm text-stone-600">
            La cuenta queda activa y verificada: el cliente puede ingresar enseguida.
          </p>
          <div className="mt-4">
            <div className="mb-1.5 flex justify-between text-xs font-medium text-stone-600">
              <span>Campos obligatorios</span>
              <span>{progress}% completado</span>
            </div>
            <div
              role="progressbar"
              aria-label="Progreso del formulario"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
        </div>

        <Form form={form} onSubmit={onSubmit} className="space-y-5 px-5 py-6 sm:px-7">
          <UnsavedChangesGuard when={isDirty && !isSubmitting} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id={fieldId('username')}
              label="Nombre de usuario"
              required
              error={errors.username?.message}
            >
              <input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="form-input"
                {...a11y('username')}
                {...register('username')}
              />
            </Field>
            <Field id={fieldId('email')} label="Correo electrónico" required error={errors.email?.message}>
              <input
                type="email"
                autoComplete="off"
                className="form-input"
                {...a11y('email')}
                {...register('email')}
              />
            </Field>
            <BusinessFields variant="admin" />
            <Field
              id={fieldId('price_list')}
              label="Lista de precios"
              error={errors.price_list?.message}
              hint="Los precios con los que compra. Sin elegir: la predeterminada."
              className="sm:col-span-2"
            >
              <PriceListSelect
                emptyLabel="Predeterminada"
                {...a11y('price_list', true)}
                {...register('price_list', { setValueAs: (value) => (value ? Number(value) : undefined) })}
              />
            </Field>
            <Field
              id={fieldId('password')}
              label="Contraseña"
              required
              error={errors.password?.message}
              hint="Mínimo 6 caracteres."
              className="sm:col-span-2"
            >
              <PasswordInput
                autoComplete="new-password"
                {...a11y('password', true)}
                {...register('password')}
              />
            </Field>
          </div>

          <FormAlert />

          <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
            <Link to={paths.adminCustomers} className="btn-secondary">
              Cancelar
            </Link>
            <button type="submit" className="btn-primary" disabled={sending || !isValid} aria-busy={sending}>
              {sending ? (
                <>
                  <Spinner className="size-4" /> Creando cuenta...
                </>
              ) : (
                <>
                  <UserPlus aria-hidden="true" className="size-4" /> Crear Cuenta
                </>
              )}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
