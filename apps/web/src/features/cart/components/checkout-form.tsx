import { zodResolver } from '@hookform/resolvers/zod';
import { formatPrice } from '@mayorista/shared/format';
import {
  type CheckoutForm as CheckoutFormOutput,
  CheckoutFormSchema,
  type PaymentMethod,
} from '@mayorista/shared/orders';
import { Banknote, BookOpen, CircleAlert, CreditCard, Info, Store, Truck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field, inputA11y } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import {
  type AccountChoice,
  availableCreditText,
  type CheckoutValues,
  DELIVERY_LABELS,
  paymentOptions,
} from '../lib/checkout';

type CheckoutInput = z.input<typeof CheckoutFormSchema>;
export type SetCheckoutError = UseFormSetError<CheckoutInput>;

type CheckoutFormProps = {
  defaultValues: CheckoutValues;
  /** The server's total; null while it loads. */
  total: number | null;
  pending: boolean;
  /** A message that belongs to no field (stock, blocked account, server). */
  alert: string | null;
  /** The store takes online payments (GET /api/payments/config/): the buyer chooses how to pay. */
  onlinePayment: boolean;
  /** The buyer's enabled cuenta corriente (issue 32), null without one: offered with the credit left. */
  account?: AccountChoice | null;
  onSubmit: (
    values: CheckoutFormOutput,
    setError: SetCheckoutError,
    paymentMethod: PaymentMethod,
  ) => void | Promise<void>;
  onCancel: () => void;
};

const DELIVERY_OPTIONS = [
  { value: 'delivery', icon: Truck, hint: 'Te lo enviamos a la dirección que indiques.' },
  { value: 'pickup', icon: Store, hint: 'Coordinamos contigo el retiro o la entrega.' },
] as const;

const PAYMENT_ICONS = { cash: Banknote, online: CreditCard, account: BookOpen } as const;

/** A choice card of the form (delivery, payment): the radio, its title and a line that explains it. */
const OPTION_CARD =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white p-3.5 transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2';

/** The checkout form of storefront §4 and §5, validated with the shared CheckoutFormSchema. */
export function CheckoutForm({
  defaultValues,
  total,
  pending,
  alert,
  onlinePayment,
  account = null,
  onSubmit,
  onCancel,
}: CheckoutFormProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const options = paymentOptions({ online: onlinePayment, account: account !== null });
  // A choice that is not (or no longer) open falls back to cash: with one option there is nothing to choose.
  const accountRefused = account?.refusal != null;
  const open = (method: PaymentMethod) =>
    options.some((option) => option.value === method) && !(method === 'account' && accountRefused);
  const payment: PaymentMethod = open(paymentMethod) ? paymentMethod : 'cash';
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<CheckoutInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const deliveryType = useWatch({ control, name: 'delivery_type' });

  // Opening the form moves the focus to it, so keyboard and screen-reader users land on the new step.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const field = (name: keyof CheckoutInput) => {
    const error = errors[name]?.message;
    return { id: `${id}-${name}`, error: typeof error === 'string' ? error : undefined };
  };
  const input = (name: keyof CheckoutInput, hint = false) => {
    const { id: inputId, error } = field(name);
    return { ...inputA11y(inputId, error, hint), ...register(name) };
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-36 text-lg font-bold text-stone-900 focus:outline-none"
      >
        Datos para tu pedido
      </h2>
      <p className="mt-1 text-sm text-stone-600">Revisa tus datos y elige cómo quieres recibir el pedido.</p>

      <form
        noValidate
        onSubmit={handleSubmit((values) => onSubmit(values, setError, payment))}
        className="mt-5 flex flex-col gap-6"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2" disabled={pending}>
          <legend className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
            Contacto
          </legend>
          <Field {...field('recipient_name')} label="Nombre del destinatario" required>
            <input type="text" autoComplete="name" className="form-input" {...input('recipient_name')} />
          </Field>
          <Field {...field('customer_email')} label="Email" required>
            <input
              type="email"
              autoComplete="email"
              spellCheck={false}
              className="form-input"
              {...input('customer_email')}
            />
          </Field>
          <Field
            {...field('customer_phone')}
            label="Teléfono"
            hint="10 dígitos, con código de área, sin 0 ni 15."
            required
          >
            <input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="1123456789"
              className="form-input"
              {...input('customer_phone', true)}
            />
          </Field>
          <Field {...field('customer_dni_cuit')} label="DNI / CUIT">
            <input type="text" inputMode="numeric" className="form-input" {...input('customer_dni_cuit')} />
          </Field>
        </fieldset>

        <fieldset
          disabled={pending}
          aria-describedby={errors.delivery_type ? `${id}-delivery-error` : undefined}
        >
          <legend className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
            Método de entrega{' '}
            <span className="text-red-600" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {DELIVERY_OPTIONS.map((option) => (
              <label key={option.value} className={OPTION_CARD}>
                <input
                  type="radio"
                  value={option.value}
                  className="mt-1 size-4 accent-brand-700"
                  aria-invalid={errors.delivery_type ? true : undefined}
                  {...register('delivery_type')}
                />
                <span className="flex flex-col gap-0.5">
                  <span className="flex items-center gap-2 text-sm font-semibold text-stone-900">
                    <option.icon className="size-4 text-brand-800" aria-hidden="true" />
                    {DELIVERY_LABELS[option.value]}
                  </span>
                  <span className="text-xs text-stone-600">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.delivery_type?.message ? (
            <p id={`${id}-delivery-error`} className="mt-1.5 text-sm text-red-700">
              {errors.delivery_type.message}
            </p>
          ) : null}
        </fieldset>

        {deliveryType === 'delivery' && (
          <fieldset className="grid gap-4 sm:grid-cols-6" disabled={pending}>
            <legend className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
              Dirección de envío
            </legend>
            <Field {...field('shipping_street')} label="Calle" required className="sm:col-span-4">
              <input
                type="text"
                autoComplete="address-line1"
                className="form-input"
                {...input('shipping_street')}
              />
            </Field>
            <Field {...field('shipping_number')} label="Número" required className="sm:col-span-2">
              <input type="text" className="form-input" {...input('shipping_number')} />
            </Field>
            <Field
              {...field('shipping_postal_code')}
              label="Código postal"
              required
              className="sm:col-span-2"
            >
              <input
                type="text"
                autoComplete="postal-code"
                autoCapitalize="characters"
                className="form-input"
                {...input('shipping_postal_code')}
              />
            </Field>
            <Field {...field('shipping_city')} label="Ciudad" required className="sm:col-span-4">
              <input
                type="text"
                autoComplete="address-level2"
                className="form-input"
                {...input('shipping_city')}
              />
            </Field>
            <Field
              {...field('shipping_details')}
              label="Detalles"
              hint="Piso, departamento, entre calles u horarios de entrega."
              className="sm:col-span-6"
            >
              <input type="text" className="form-input" {...input('shipping_details', true)} />
            </Field>
          </fieldset>
        )}

        {deliveryType === 'pickup' && (
          <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-3 text-sm text-sky-900">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Te contactaremos para coordinar el retiro o la entrega. La dirección del pedido quedará como
            "Coordinar entrega".
          </p>
        )}

        {options.length > 1 && (
          <fieldset disabled={pending}>
            <legend className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
              Forma de pago
            </legend>
            <div className={`grid gap-3 ${options.length > 2 ? 'md:grid-cols-3' : 'sm:grid-cols-2'}`}>
              {options.map((option) => {
                const Icon = PAYMENT_ICONS[option.value];
                const refused = option.value === 'account' && accountRefused;
                const hint =
                  option.value === 'account' && account
                    ? availableCreditText(account.available)
                    : option.hint;
                return (
                  <label
                    key={option.value}
                    className={`${OPTION_CARD} has-disabled:cursor-not-allowed has-disabled:bg-stone-50 has-disabled:hover:border-stone-300`}
                  >
                    <input
                      type="radio"
                      name={`${id}-payment`}
                      value={option.value}
                      checked={payment === option.value}
                      disabled={refused}
                      aria-describedby={refused ? `${id}-account-refusal` : undefined}
                      onChange={() => setPaymentMethod(option.value)}
                      className="mt-1 size-4 accent-brand-700"
                    />
                    <span className="flex flex-col gap-0.5">
                      <span className="flex items-center gap-2 text-sm font-semibold text-stone-900">
                        <Icon className="size-4 text-brand-800" aria-hidden="true" />
                        {option.label}
                      </span>
                      <span className="text-xs text-stone-600">{hint}</span>
                      {refused ? (
                        <span className="text-xs font-semibold text-red-700">
                          No disponible para este pedido
                        </span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
            {accountRefused ? (
              <p
                id={`${id}-account-refusal`}
                className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {account?.refusal}
              </p>
            ) : null}
            {payment === 'online' && (
              <p className="mt-3 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-3 text-sm text-sky-900">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Al confirmar te llevamos a Mercado Pago para pagar. Reservamos los productos mientras tanto;
                si no terminas el pago, puedes retomarlo desde Mis Pedidos.
              </p>
            )}
            {payment === 'account' && account ? (
              <p className="mt-3 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-3 text-sm text-sky-900">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {accountNote(account.termsDays)}
              </p>
            ) : null}
          </fieldset>
        )}

        <div aria-live="polite">
          {alert ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {alert}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-600">
            {total !== null && (
              <>
                Total a pagar <strong className="ml-1 text-lg text-stone-900">{formatPrice(total)}</strong>
              </>
            )}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <button type="button" onClick={onCancel} disabled={pending} className="btn-secondary">
              Cancelar
            </button>
            <button type="submit" disabled={pending} className="btn-primary" aria-busy={pending || undefined}>
              {pending ? <Spinner className="size-4" /> : null}
              {pending
                ? 'Enviando pedido...'
                : payment === 'online'
                  ? 'Confirmar y pagar'
                  : 'Confirmar pedido'}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

/** What ordering on account means, in the buyer's words. */
function accountNote(termsDays: number): string {
  const terms =
    termsDays > 0 ? ` y lo pagas dentro de tu plazo de ${termsDays} ${termsDays === 1 ? 'día' : 'días'}` : '';
  return `El total del pedido se suma al saldo de tu cuenta corriente${terms}. Lo ves en Mi cuenta corriente.`;
}
