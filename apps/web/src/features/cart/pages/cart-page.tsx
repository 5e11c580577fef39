import { BLOCKED_CUSTOMER_MESSAGE, type PaymentMethod } from '@mayorista/shared/orders';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payment-messages';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, ClipboardList, Lock } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCartQuote } from '@/api/cart-quote';
import { ApiError, errorMessage } from '@/api/client';
import { myAccountKeys, useMyAccount } from '@/api/my-account';
import { useProfile } from '@/api/profile';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cartLineKey } from '@/lib/cart-storage';
import { leaveSiteTo } from '@/lib/leave-site';
import { loginUrl, paths, paymentResultUrl } from '@/lib/paths';
import { clearSession, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useCreateOrder } from '../api/create-order';
import { useOnlinePayment } from '../api/get-payments-config';
import { useRestoreCartFromCookie } from '../api/restore-cart';
import { isSessionExpired, useStartCheckout } from '../api/start-checkout';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { CheckoutForm, type SetCheckoutError } from '../components/checkout-form';
import { CouponBox } from '../components/coupon-box';
import { EmptyCart } from '../components/empty-cart';
import { useCart } from '../hooks/use-cart';
import {
  accountChoice,
  CHECKOUT_MESSAGES,
  type CheckoutValues,
  checkoutDefaults,
  minimumMissingMessage,
  orderPayload,
  splitFieldErrors,
  stockProblem,
} from '../lib/checkout';

/** The login page brings the buyer back here with this value (storefront §2). */
const CART_REDIRECT = 'carrito';

/** /carrito: the cart, its summary and the checkout (storefront §2, §4, §5, §8). */
export default function CartPage() {
  const cart = useCart();
  const restoring = useRestoreCartFromCookie();
  const session = useSession();
  const navigate = useNavigate();
  /** Why the kept coupon was taken off the cart, once the quote found it no longer valid. */
  const [couponRemoved, setCouponRemoved] = useState<string | null>(null);
  /** The prefilled form while the checkout is open; null while it is closed. */
  const [checkout, setCheckout] = useState<CheckoutValues | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const start = useStartCheckout();
  const create = useCreateOrder();
  // Mercado Pago configured: the checkout offers to pay online (issue 30); otherwise cash as always.
  const onlinePayment = useOnlinePayment(session.isLoggedIn && cart.items.length > 0);
  /** The order is placed and the browser is on its way to Mercado Pago's checkout. */
  const [leaving, setLeaving] = useState(false);
  const queryClient = useQueryClient();
  // Every amount on this page is the server's: the lines as the order would price them, and the coupon.
  const quoteInput = useMemo(
    () => ({
      items: cart.items.map((item) => ({
        product: item.id,
        quantity: item.quantity,
        variants: item.selected_variants,
      })),
      ...(cart.coupon ? { coupon_code: cart.coupon } : {}),
    }),
    [cart.items, cart.coupon],
  );
  const quoteQuery = useCartQuote(quoteInput, session.isLoggedIn && cart.items.length > 0);
  const quote = quoteQuery.data;
  const busy = start.isPending || create.isPending;
  // The cuenta corriente (issue 32) is read only once the checkout is open: the cart itself never asks.
  const myAccount = useMyAccount(checkout !== null);
  const account = accountChoice(myAccount.data, quote?.total ?? null);
  // A blocked buyer hears it here and at the start of the checkout, not at 'Confirmar pedido'.
  const profile = useProfile(session.isLoggedIn);
  const [blockedAtStart, setBlockedAtStart] = useState(false);
  const blocked = session.isLoggedIn && (blockedAtStart || profile.data?.is_blocked === true);
  // Under the list's minimum the checkout waits, saying how much is missing (decision 052).
  const minimumMissing = session.isLoggedIn ? minimumMissingMessage(quote) : null;

  // The kept coupon is checked again by every quote: one no longer valid leaves the cart, with the reason.
  const couponError = quoteQuery.isPlaceholderData ? null : (quote?.coupon_error ?? null);
  const { coupon: keptCoupon, setCoupon } = cart;
  useEffect(() => {
    if (!keptCoupon || !couponError) return;
    const message = `Quitamos el cupón ${keptCoupon}: ${couponError}`;
    setCoupon(null);
    setCouponRemoved(message);
    notify.info(message);
  }, [keptCoupon, couponError, setCoupon]);

  const sessionExpired = () => {
    clearSession();
    notify.error(CHECKOUT_MESSAGES.sessionExpired);
    navigate(loginUrl(CART_REDIRECT));
  };

  const startCheckout = () => {
    if (!session.isLoggedIn) {
      notify.info(CHECKOUT_MESSAGES.loginRequired);
      navigate(loginUrl(CART_REDIRECT));
      return;
    }
    if (blocked) {
      notify.error(BLOCKED_CUSTOMER_MESSAGE);
      return;
    }
    setAlert(null);
    start.mutate(undefined, {
      onSuccess: (profile) => {
        if (profile.is_blocked) {
          setBlockedAtStart(true);
          notify.error(BLOCKED_CUSTOMER_MESSAGE);
          return;
        }
        setCheckout(checkoutDefaults(profile));
      },
      onError: (error) => {
        if (isSessionExpired(error)) sessionExpired();
        // Too many checkouts in a short time (ORDER_RATE_LIMIT): the server's own words say when to retry.
        else if (error instanceof ApiError && error.status === 429)
          notify.error(errorMessage(error, CHECKOUT_MESSAGES.startFailed));
        else notify.error(CHECKOUT_MESSAGES.startFailed);
      },
    });
  };

  const cancelCheckout = () => {
    setCheckout(null);
    setAlert(null);
  };

  const placeOrder = async (
    values: Parameters<typeof orderPayload>[0],
    setError: SetCheckoutError,
    paymentMethod: PaymentMethod,
  ) => {
    setAlert(null);
    const problem = stockProblem(cart.items);
    if (problem) {
      setAlert(problem);
      notify.error(problem);
      return;
    }
    const couponCode = quote?.coupon_code ?? null;
    let placed: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      placed = await create.mutateAsync(orderPayload(values, cart.items, couponCode, paymentMethod));
    } catch (error) {
      if (isSessionExpired(error)) {
        sessionExpired();
        return;
      }
      // Refused on account (the credit moved since it was read): the choice shows the figures of now.
      if (paymentMethod === 'account') void queryClient.invalidateQueries({ queryKey: myAccountKeys.all });
      let message = errorMessage(error, CHECKOUT_MESSAGES.orderFailed);
      if (error instanceof ApiError && error.status === 400) {
        const { fields, other } = splitFieldErrors(error.body);
        for (const [name, text] of Object.entries(fields)) {
          setError(name as keyof typeof fields, { type: 'server', message: text });
        }
        message = other[0] ?? (Object.keys(fields).length > 0 ? '' : message);
      }
      if (message) {
        setAlert(message);
        notify.error(message);
      }
      return;
    }
    if (paymentMethod === 'online') {
      // The order exists and holds its stock: the cart is done, the payment happens at Mercado Pago.
      if (placed.payment_url && leaveSiteTo(placed.payment_url)) {
        setLeaving(true);
        cart.clear();
        return;
      }
      // No way to pay now: the order is kept and its result page offers 'Pagar ahora'.
      cart.clear();
      navigate(paymentResultUrl(placed.id), {
        state: { notice: placed.payment_message ?? PAYMENT_MESSAGES.preferenceFailed },
      });
      return;
    }
    cart.clear();
    notify.success(CHECKOUT_MESSAGES.success);
    navigate(paths.home);
  };

  if (restoring) return <CartSkeleton />;
  if (leaving) return <LeavingToPayment />;

  return (
    <div className="container-page py-6 sm:py-10">
      <title>Carrito | Mayorista</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="section-title">Carrito de compras</h1>
        {session.isLoggedIn && !session.isAdmin ? (
          <Link to={paths.quickOrder} className="btn-secondary">
            <ClipboardList className="size-4" aria-hidden="true" />
            Pedido rápido
          </Link>
        ) : null}
      </div>

      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            <section
              aria-labelledby="cart-items-title"
              className="rounded-xl border border-stone-200 bg-white px-4 shadow-sm sm:px-6"
            >
              <h2 id="cart-items-title" className="sr-only">
                Productos en el carrito
              </h2>
              <ul className="divide-y divide-stone-200">
                {cart.items.map((item, index) => (
                  <CartLine
                    key={cartLineKey(item)}
                    item={item}
                    quote={quote?.lines[index]?.product === item.id ? quote.lines[index] : undefined}
                    onQuantity={cart.setQuantity}
                    onRemove={cart.remove}
                    disabled={create.isPending}
                  />
                ))}
              </ul>
            </section>

            {checkout && (
              <CheckoutForm
                defaultValues={checkout}
                total={quote?.total ?? null}
                pending={create.isPending}
                alert={alert}
                onlinePayment={onlinePayment}
                account={account}
                onSubmit={placeOrder}
                onCancel={cancelCheckout}
              />
            )}
          </div>

          <aside className="lg:sticky lg:top-24">
            <CartSummary
              units={cart.units}
              quote={quote}
              showPrices={session.isLoggedIn}
              ivaDetailed={profile.data?.iva_condition === 'responsable_inscripto'}
              couponBox={
                <>
                  {couponRemoved && (
                    <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                      {couponRemoved}
                    </p>
                  )}
                  <CouponBox
                    subtotal={quote?.subtotal ?? null}
                    coupon={cart.coupon}
                    onChange={(code) => {
                      setCouponRemoved(null);
                      setCoupon(code);
                    }}
                    disabled={create.isPending}
                  />
                </>
              }
            >
              {blocked && (
                <p
                  role="alert"
                  className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
                >
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {BLOCKED_CUSTOMER_MESSAGE}
                </p>
              )}
              {minimumMissing && (
                <p
                  id="cart-minimum-order"
                  role="status"
                  className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
                >
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {minimumMissing}
                </p>
              )}
              {checkout ? (
                <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
                  Completa tus datos y confirma el pedido.
                </p>
              ) : (
                <button
                  type="button"
                  onClick={startCheckout}
                  disabled={busy || minimumMissing !== null}
                  aria-describedby={minimumMissing ? 'cart-minimum-order' : undefined}
                  className="btn-primary h-11 w-full text-base"
                  aria-busy={start.isPending || undefined}
                >
                  {start.isPending ? (
                    <Spinner className="size-5" />
                  ) : session.isLoggedIn ? null : (
                    <Lock className="size-4" aria-hidden="true" />
                  )}
                  Finalizar compra
                </button>
              )}
              <Link to={paths.products} className="btn-secondary w-full">
                <ArrowLeft className="size-4" aria-hidden="true" />
                Seguir comprando
              </Link>
            </CartSummary>
          </aside>
        </div>
      )}
    </div>
  );
}

/** The order is placed; the browser is loading Mercado Pago's checkout. */
function LeavingToPayment() {
  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <title>Carrito | Mayorista</title>
      <Spinner className="size-8 text-brand-700" />
      <p role="status" className="text-lg font-semibold text-stone-900">
        Tu pedido quedó registrado. Te llevamos a Mercado Pago para pagar…
      </p>
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="container-page py-6 sm:py-10" role="status" aria-label="Cargando carrito">
      <Skeleton className="h-8 w-64 max-w-full" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
          {[0, 1].map((row) => (
            <div key={row} className="flex gap-4">
              <Skeleton className="size-20 shrink-0 rounded-lg" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}
