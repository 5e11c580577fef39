import { type CheckoutForm, CheckoutFormSchema } from '@mayorista/shared/orders';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { ProductPicker } from '@/components/product-picker';
import { FormAlert, setServerErrors, useZodForm } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useAccountSummary } from '../../current-accounts/api/account';
import { useCreateSale } from '../new-sale/api/create-sale';
import { useSaleCustomer } from '../new-sale/api/get-customer';
import { useSaleQuote } from '../new-sale/api/quote-sale';
import { CustomerPicker, type PickedCustomer } from '../new-sale/components/customer-picker';
import { DeliveryFields } from '../new-sale/components/delivery-fields';
import { PaymentChoice } from '../new-sale/components/payment-choice';
import { SaleLines } from '../new-sale/components/sale-lines';
import { SaleSummary } from '../new-sale/components/sale-summary';
import { RetryError, SectionCard } from '../new-sale/components/section-card';
import {
  addLine,
  customerDefaults,
  EMPTY_SALE_FORM,
  lineProblem,
  NEW_SALE_MESSAGES,
  quoteInput,
  SALE_FORM_FIELDS,
  type SaleLine,
  type SalePaymentMethod,
  saleLineOf,
  salePayload,
  splitSaleError,
} from '../new-sale/lib/sale';

type SideErrors = { customer?: string; products?: string; coupon?: string };

/**
 * Nueva venta (/configuracion/ventas/nueva): staff sell to a customer with checkout's rules. The
 * server prices every line and the coupon (the quote), checks and takes the stock on creation, and
 * the screen then opens the new order.
 */
export default function NewSalePage() {
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [coupon, setCoupon] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<SalePaymentMethod>('cash');
  const [errors, setErrors] = useState<SideErrors>({});
  const form = useZodForm(CheckoutFormSchema, { defaultValues: EMPTY_SALE_FORM });
  const detail = useSaleCustomer(customer?.id ?? null);
  // The customer's cuenta corriente: 'Cuenta corriente' is offered when it is enabled (issue 32).
  const account = useAccountSummary(customer?.id ?? 0, customer !== null);
  const accountData = customer && account.data?.customer.id === customer.id ? account.data : undefined;
  const payment = accountData?.terms.enabled ? paymentMethod : 'cash';
  const prefilledFor = useRef<number | null>(null);
  const create = useCreateSale();

  // The order's contact and address start as the customer's (once per chosen customer).
  useEffect(() => {
    if (!detail.data || prefilledFor.current === detail.data.id) return;
    prefilledFor.current = detail.data.id;
    form.reset(customerDefaults(detail.data, form.getValues('delivery_type') ?? 'pickup'));
  }, [detail.data, form]);

  const input = useMemo(() => quoteInput(lines, coupon, customer?.id ?? null), [lines, coupon, customer]);
  const quote = useSaleQuote(input);
  const priced = lines.length > 0 ? quote.data : undefined;
  const problems = lines.some(
    (line, index) => priced?.lines[index]?.product === line.productId && lineProblem(priced, index),
  );

  const chooseCustomer = (next: PickedCustomer | null) => {
    setCustomer(next);
    setPaymentMethod('cash');
    setErrors((current) => ({ ...current, customer: undefined }));
    if (!next) {
      prefilledFor.current = null;
      form.reset({ ...EMPTY_SALE_FORM, delivery_type: form.getValues('delivery_type') ?? 'pickup' });
    }
  };

  const sideChecks = (): SideErrors => ({
    customer: customer ? undefined : NEW_SALE_MESSAGES.noCustomer,
    products: lines.length
      ? problems
        ? NEW_SALE_MESSAGES.lineProblems
        : undefined
      : NEW_SALE_MESSAGES.noLines,
  });

  const onSubmit = async (values: CheckoutForm) => {
    const checks = sideChecks();
    setErrors(checks);
    if (!customer || checks.customer || checks.products) {
      notify.error(checks.customer ?? checks.products ?? NEW_SALE_MESSAGES.failed);
      return;
    }
    try {
      const order = await create.mutateAsync(
        salePayload(customer.id, values, lines, coupon || null, payment),
      );
      notify.success(NEW_SALE_MESSAGES.created(order.id));
      if (order.min_order_warning) notify.info(order.min_order_warning);
      if (order.account_warning) notify.info(order.account_warning);
      navigate(paths.orderDetails(order.id));
    } catch (error) {
      const parts = splitSaleError(error);
      setErrors({ customer: parts.customer, products: parts.products, coupon: parts.coupon });
      if (parts.rest)
        setServerErrors(form, parts.rest, { fields: SALE_FORM_FIELDS, fallback: NEW_SALE_MESSAGES.failed });
      notify.error(NEW_SALE_MESSAGES.failed);
    }
  };
  const submit = form.handleSubmit(onSubmit, () => setErrors(sideChecks()));
  const sending = create.isPending;
  const blocked = customer?.is_blocked === true;

  return (
    <section className="mx-auto max-w-6xl">
      <title>Nueva venta | Mayorista</title>
      <UnsavedChangesGuard when={(customer !== null || lines.length > 0) && !sending} />
      <Link
        to={paths.adminSales}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Volver a ventas
      </Link>
      <PageHeader
        title="Nueva venta"
        description="Carga un pedido para un cliente: precios, cupón y stock se controlan igual que en la compra online."
      />
      <FormProvider {...form}>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-5">
            <SectionCard id="venta-cliente" step={1} title="Cliente">
              <CustomerPicker customer={customer} onChange={chooseCustomer} error={errors.customer} />
              {customer && detail.isPending ? (
                <p className="mt-3 flex items-center gap-2 text-sm text-stone-600">
                  <Spinner className="size-4" /> Cargando datos del cliente…
                </p>
              ) : null}
              {customer && detail.isError ? (
                <div className="mt-3">
                  <RetryError
                    message={errorMessage(detail.error, NEW_SALE_MESSAGES.customerFailed)}
                    onRetry={() => detail.refetch()}
                  />
                </div>
              ) : null}
            </SectionCard>

            <SectionCard id="venta-productos" step={2} title="Productos">
              <ProductPicker
                placeholder="Nombre o SKU del producto"
                searchFailed={(error) => errorMessage(error, NEW_SALE_MESSAGES.productsFailed)}
                productFailed={NEW_SALE_MESSAGES.productFailed}
                submitLabel="Agregar a la venta"
                formLabel="Agregar producto a la venta"
                framed
                onAdd={(pick) => {
                  setLines((current) => addLine(current, saleLineOf(pick)));
                  setErrors((current) => ({ ...current, products: undefined }));
                }}
              />
              <div className="mt-4">
                <SaleLines
                  lines={lines}
                  quote={priced}
                  quoting={quote.isFetching}
                  onQuantity={(key, quantity) =>
                    setLines((current) =>
                      current.map((line) => (line.key === key ? { ...line, quantity } : line)),
                    )
                  }
                  onRemove={(key) => setLines((current) => current.filter((line) => line.key !== key))}
                />
              </div>
              {errors.products ? (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {errors.products}
                </p>
              ) : null}
            </SectionCard>

            <SectionCard id="venta-entrega" step={3} title="Contacto y entrega">
              <DeliveryFields disabled={sending} />
            </SectionCard>
          </div>

          <aside className="lg:sticky lg:top-4">
            <SectionCard id="venta-total" step={4} title="Pago y total">
              <SaleSummary
                quote={priced}
                quoting={quote.isFetching}
                quoteError={
                  lines.length && quote.isError
                    ? errorMessage(quote.error, NEW_SALE_MESSAGES.quoteFailed)
                    : null
                }
                onRetryQuote={() => quote.refetch()}
                coupon={coupon}
                onCoupon={(code) => {
                  setCoupon(code);
                  setErrors((current) => ({ ...current, coupon: undefined }));
                }}
                couponError={errors.coupon}
                payment={
                  <PaymentChoice
                    method={payment}
                    onChange={setPaymentMethod}
                    account={accountData}
                    total={priced?.total}
                  />
                }
              />
              <div className="mt-4 flex flex-col gap-3">
                <FormAlert />
                <button
                  type="button"
                  className="btn-primary w-full"
                  onClick={() => void submit()}
                  disabled={sending || blocked}
                  aria-busy={sending || undefined}
                >
                  {sending ? (
                    <Spinner className="size-4" />
                  ) : (
                    <ShoppingBag aria-hidden="true" className="size-4" />
                  )}
                  {sending ? 'Creando venta…' : 'Crear venta'}
                </button>
              </div>
            </SectionCard>
          </aside>
        </div>
      </FormProvider>
    </section>
  );
}
