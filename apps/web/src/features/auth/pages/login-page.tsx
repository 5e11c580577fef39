import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, LoginSchema } from '@mayorista/shared/accounts';
import { Eye, EyeOff, PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { FormNotice, type Notice } from '@/components/ui/form-notice';
import { Spinner } from '@/components/ui/spinner';
import { useLogin } from '@/features/auth/api/login';
import { paths, safeRedirect } from '@/lib/paths';
import { saveSession, takeIntendedPath, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import type { VerifyEmailResponse } from '../api/register';
import { LoginLinkForm } from '../components/login-link-form';
import { VerificationStep } from '../components/verification-step';

const PENDING_MARK = 'espera de aprobación';
const NO_TOKEN = 'No se recibió token de acceso';
const LOGIN_FAILED = 'Error al iniciar sesión';

/** The address of a 403 email_not_verified (the right password for an unverified account). */
function unverifiedEmail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as { code?: unknown; email?: unknown } | null;
  return body?.code === 'email_not_verified' && typeof body.email === 'string' ? body.email : null;
}

/** Login screen (accounts §2, §5, §8) at /iniciar-sesion and /login. */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginMutation = useLogin();
  const justLoggedIn = useRef(false);
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** An unverified account: the login leads on to its code (and to a new one). */
  const [verifying, setVerifying] = useState<string | null>(null);
  /** The sign-in link form: asked for, or opened by a lock (429). */
  const [linkForm, setLinkForm] = useState<{ locked: boolean } | null>(null);
  const id = useId();

  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });

  if (session.isLoggedIn && !justLoggedIn.current) return <Navigate to={paths.settings} replace />;

  const enter = (response: { access?: string | null; is_staff?: boolean }) => {
    justLoggedIn.current = true;
    saveSession(response);
    const remembered = takeIntendedPath();
    const target =
      safeRedirect(params.get('redirect')) ??
      safeRedirect(remembered) ??
      (response.is_staff ? paths.adminHome : paths.account);
    navigate(target, { replace: true });
  };

  const onVerified = (response: VerifyEmailResponse) => {
    if (response.is_active && response.access) {
      notify.success(response.message);
      enter(response);
      return;
    }
    setVerifying(null);
    setNotice({ tone: 'info', text: response.message });
    notify.info(response.message);
  };

  const onSubmit = async (values: LoginInput) => {
    setNotice(null);
    try {
      const response = await loginMutation.mutateAsync(values);
      if (!response?.access) {
        setNotice({ tone: 'error', text: NO_TOKEN });
        notify.error(NO_TOKEN);
        return;
      }
      enter(response);
    } catch (error) {
      const email = unverifiedEmail(error);
      if (email) {
        setVerifying(email);
        return;
      }
      if (error instanceof ApiError && error.status === 429) setLinkForm({ locked: true });
      const text = errorMessage(error, LOGIN_FAILED);
      if (text.includes(PENDING_MARK)) {
        setNotice({ tone: 'info', text });
        notify.info(text);
      } else {
        setNotice({ tone: 'error', text });
        notify.error(text);
      }
    }
  };

  const pending = loginMutation.isPending;
  const fromCart = params.get('redirect') === 'carrito';

  return (
    <section className="container-page py-8 sm:py-14">
      <title>Iniciar sesión | Mayorista</title>
      <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:grid-cols-[1fr_1.1fr]">
        <aside className="relative hidden flex-col justify-between overflow-hidden bg-brand-900 p-10 text-brand-50 md:flex">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-700/40 blur-2xl"
          />
          <div className="relative">
            <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
              Compras mayoristas
            </p>
            <h2 className="mt-3 text-3xl leading-tight font-bold text-white">
              Tu cuenta para comprar al por mayor
            </h2>
            <p className="mt-3 text-brand-200">Ingresa para ver precios, descuentos y hacer tus pedidos.</p>
          </div>
          <ul className="relative mt-10 space-y-4 text-sm">
            <li className="flex items-center gap-3">
              <PackageCheck aria-hidden="true" className="size-5 text-accent-400" /> Sin compra mínima
            </li>
            <li className="flex items-center gap-3">
              <Truck aria-hidden="true" className="size-5 text-accent-400" /> Envíos a todo el país
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck aria-hidden="true" className="size-5 text-accent-400" /> Despacho dentro de las 48
              horas
            </li>
          </ul>
        </aside>

        <div className="p-6 sm:p-10">
          {verifying ? (
            <>
              <VerificationStep email={verifying} invited={false} resendNow onVerified={onVerified} />
              <p className="mt-6 text-center text-sm">
                <button
                  type="button"
                  onClick={() => setVerifying(null)}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  Volver a iniciar sesión
                </button>
              </p>
            </>
          ) : (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">Iniciar sesión</h1>
              <p className="mt-1.5 text-sm text-stone-600">
                {fromCart
                  ? 'Inicia sesión para finalizar tu compra.'
                  : 'Ingresa con tu usuario y contraseña.'}
              </p>

              <div aria-live="polite">{notice ? <FormNotice notice={notice} className="mt-5" /> : null}</div>

              <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-5">
                <div>
                  <label
                    htmlFor={`${id}-username`}
                    className="mb-1.5 block text-sm font-medium text-stone-800"
                  >
                    Usuario
                  </label>
                  <input
                    id={`${id}-username`}
                    type="text"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    aria-invalid={errors.username ? true : undefined}
                    aria-describedby={errors.username ? `${id}-username-error` : undefined}
                    className="form-input"
                    {...register('username')}
                  />
                  {errors.username ? (
                    <p id={`${id}-username-error`} className="mt-1.5 text-sm text-red-700">
                      {errors.username.message}
                    </p>
                  ) : null}
                </div>

                <div>
                  <label
                    htmlFor={`${id}-password`}
                    className="mb-1.5 block text-sm font-medium text-stone-800"
                  >
                    Contraseña
                  </label>
                  <div className="relative">
                    <input
                      id={`${id}-password`}
                      type={showPassword ? 'text' : 'password'}
                      autoComplete="current-password"
                      aria-invalid={errors.password ? true : undefined}
                      aria-describedby={errors.password ? `${id}-password-error` : undefined}
                      className="form-input pr-12"
                      {...register('password')}
                    />
                    <button
                      type="button"
                      onClick={() => setShowPassword((value) => !value)}
                      aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                      aria-pressed={showPassword}
                      aria-controls={`${id}-password`}
                      className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-stone-500 hover:text-brand-800"
                    >
                      {showPassword ? (
                        <EyeOff aria-hidden="true" className="size-5" />
                      ) : (
                        <Eye aria-hidden="true" className="size-5" />
                      )}
                    </button>
                  </div>
                  {errors.password ? (
                    <p id={`${id}-password-error`} className="mt-1.5 text-sm text-red-700">
                      {errors.password.message}
                    </p>
                  ) : null}
                </div>

                <button
                  type="submit"
                  disabled={pending}
                  aria-busy={pending}
                  className="btn-primary w-full py-3 text-base"
                >
                  {pending ? (
                    <>
                      <Spinner className="size-5" /> Ingresando...
                    </>
                  ) : (
                    'Iniciar sesión'
                  )}
                </button>
              </form>

              {linkForm ? (
                <LoginLinkForm username={getValues('username')} locked={linkForm.locked} />
              ) : (
                <p className="mt-4 text-center text-sm">
                  <button
                    type="button"
                    onClick={() => setLinkForm({ locked: false })}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    ¿Problemas para entrar? Recibe un enlace por email
                  </button>
                </p>
              )}

              <p className="mt-6 text-center text-sm text-stone-600">
                ¿No tienes cuenta?{' '}
                <Link to={paths.register} className="font-semibold text-brand-800 hover:underline">
                  Crear cuenta
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
