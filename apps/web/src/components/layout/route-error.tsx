import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';
import { CircleAlert } from './shell-icons';

/** Last-resort error screen of the router (also covers a lazy chunk that failed to load after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const isChunkError =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  if (import.meta.env.DEV) console.error(error);
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? 'Página no encontrada' : 'Ocurrió un error';
  const text = isChunkError
    ? 'Hay una versión nueva del sitio. Recarga la página para continuar.'
    : 'Error inesperado. Por favor, intenta nuevamente.';

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-red-50 text-red-600">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-stone-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Recargar la página
        </button>
        <Link to={paths.home} className="btn-secondary" reloadDocument>
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
