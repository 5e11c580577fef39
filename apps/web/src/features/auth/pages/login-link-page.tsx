import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { saveSession } from '@/lib/session';
import { useLoginWithLink } from '../api/login-link';

const LINK_FAILED = 'El enlace para ingresar no es válido o ya venció. Pide uno nuevo.';

/**
 * /acceso#<token>: the page an e-mailed sign-in link opens (docs/decisions/042). The token is read
 * from the fragment, taken out of the address bar and spent once; then the account's home.
 */
export default function LoginLinkPage() {
  const navigate = useNavigate();
  const loginWithLink = useLoginWithLink();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = window.location.hash.slice(1);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      setError(LINK_FAILED);
      return;
    }
    loginWithLink.mutate(token, {
      onSuccess: (response) => {
        saveSession(response);
        navigate(response.is_staff ? paths.adminHome : paths.account, { replace: true });
      },
      onError: (failure) => setError(errorMessage(failure, LINK_FAILED)),
    });
  }, [loginWithLink, navigate]);

  return (
    <section className="container-page py-12 sm:py-16">
      <title>Ingresar con enlace | Mayorista</title>
      <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Ingresar con enlace</h1>
        {error ? (
          <>
            <p
              role="alert"
              className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-left text-sm text-red-800"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
            <Link to={paths.login} className="btn-primary mt-6 w-full py-3 text-base">
              Volver a iniciar sesión
            </Link>
          </>
        ) : (
          <p role="status" className="mt-5 flex items-center justify-center gap-2 text-stone-600">
            <Spinner className="size-5" /> Ingresando...
          </p>
        )}
      </div>
    </section>
  );
}
