import { LoginLinkRequestSchema } from '@mayorista/shared/accounts';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/api/client';
import { FormNotice, type Notice } from '@/components/ui/form-notice';
import { Spinner } from '@/components/ui/spinner';
import { useRequestLoginLink } from '../api/login-link';

const LINK_REQUEST_FAILED = 'No pudimos enviar el enlace. Inténtalo nuevamente.';

/**
 * "Recibe un enlace para ingresar": a one-time sign-in link to the account's verified e-mail, which
 * works even while failed attempts keep the login locked (docs/decisions/042).
 */
export function LoginLinkForm({ username, locked }: { username: string; locked: boolean }) {
  const id = useId();
  const [name, setName] = useState(username);
  const [answer, setAnswer] = useState<Notice | null>(null);
  const request = useRequestLoginLink();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LoginLinkRequestSchema.safeParse({ username: name });
    if (!parsed.success) {
      setAnswer({ tone: 'error', text: parsed.error.issues[0]?.message ?? LINK_REQUEST_FAILED });
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: (response) => setAnswer({ tone: 'info', text: response.message }),
      onError: (error) => setAnswer({ tone: 'error', text: errorMessage(error, LINK_REQUEST_FAILED) }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="mt-6 space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        Ingresar con un enlace por email
      </h2>
      <p className="text-sm text-stone-600">
        {locked
          ? 'Si no fuiste tú quien falló, no esperes: te enviamos a tu email verificado un enlace para ingresar sin contraseña.'
          : 'Te enviamos a tu email verificado un enlace para ingresar sin contraseña.'}{' '}
        Sirve una sola vez y vence en 15 minutos.
      </p>
      <div>
        <label htmlFor={`${id}-username`} className="mb-1.5 block text-sm font-medium text-stone-800">
          Usuario o email
        </label>
        <input
          id={`${id}-username`}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="form-input"
        />
      </div>
      {answer ? <FormNotice notice={answer} /> : null}
      <button
        type="submit"
        disabled={request.isPending}
        aria-busy={request.isPending}
        className="btn-secondary w-full"
      >
        {request.isPending ? <Spinner className="size-4" /> : <Mail aria-hidden="true" className="size-4" />}
        Enviarme un enlace
      </button>
    </form>
  );
}
