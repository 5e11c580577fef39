import { PICKUP_ADDRESS } from '@mayorista/shared/orders';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, inputA11y } from '@/components/ui/form';
import type { SaleFormValues } from '../lib/sale';

type TextField = Exclude<keyof SaleFormValues, 'delivery_type'>;

const CONTACT: { name: TextField; label: string; required?: boolean; type?: string; hint?: string }[] = [
  { name: 'recipient_name', label: 'Nombre y apellido', required: true },
  {
    name: 'customer_phone',
    label: 'Teléfono',
    required: true,
    type: 'tel',
    hint: '10 dígitos, con código de área',
  },
  { name: 'customer_email', label: 'Email', required: true, type: 'email' },
  { name: 'customer_dni_cuit', label: 'DNI o CUIT' },
];

const ADDRESS: { name: TextField; label: string; required?: boolean; wide?: boolean }[] = [
  { name: 'shipping_street', label: 'Calle', required: true },
  { name: 'shipping_number', label: 'Número', required: true },
  { name: 'shipping_city', label: 'Ciudad', required: true },
  { name: 'shipping_postal_code', label: 'Código postal', required: true },
  { name: 'shipping_details', label: 'Detalles (piso, depto., entre calles)', wide: true },
];

/** Contact of the order and delivery or pickup; the address comes prefilled from the customer. */
export function DeliveryFields({ disabled }: { disabled?: boolean }) {
  const id = useId();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<SaleFormValues>();
  const delivery = watch('delivery_type');
  const input = (name: TextField, type = 'text', hint = false) => (
    <input
      type={type}
      className="form-input"
      autoComplete="off"
      disabled={disabled}
      {...inputA11y(`${id}-${name}`, errors[name]?.message, hint)}
      {...register(name)}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT.map((field) => (
          <Field
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            required={field.required}
            hint={field.hint}
            error={errors[field.name]?.message}
          >
            {input(field.name, field.type, Boolean(field.hint))}
          </Field>
        ))}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">Entrega</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['pickup', 'Retiro / Coordinar entrega', `La dirección del pedido queda «${PICKUP_ADDRESS}».`],
              ['delivery', 'Envío a domicilio', 'A la dirección de abajo.'],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-stone-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50"
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5"
                disabled={disabled}
                {...register('delivery_type')}
              />
              <span>
                <span className="block font-medium text-stone-900">{label}</span>
                <span className="block text-xs text-stone-600">{hint}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.delivery_type?.message ? (
          <p className="mt-1.5 text-sm text-red-700">{errors.delivery_type.message}</p>
        ) : null}
      </fieldset>
      {delivery === 'delivery' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDRESS.map((field) => (
            <Field
              key={field.name}
              id={`${id}-${field.name}`}
              label={field.label}
              required={field.required}
              error={errors[field.name]?.message}
              className={field.wide ? 'sm:col-span-2' : undefined}
            >
              {input(field.name)}
            </Field>
          ))}
        </div>
      ) : null}
    </div>
  );
}
