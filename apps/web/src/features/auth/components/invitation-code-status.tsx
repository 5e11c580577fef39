import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/client';
import { Spinner } from '@/components/ui/spinner';
import { useInvitationValidation } from '../api/register';

export const INVALID_CODE = 'Código no válido';
export const VALIDATION_FAILED = 'Error al validar el código';
/** The server answered the check with an error (the other text is for no answer at all). */
export const INVITATION_VALIDATION_FAILED = 'Error al validar el código de invitación';

function usesText(remaining: number) {
  return remaining === 1 ? 'Queda 1 uso disponible' : `Quedan ${remaining} usos disponibles`;
}

/** The answer of POST /auth/validate-invitation/ under the code field, once the code has 6 digits. */
export function InvitationCodeStatus({ code, id }: { code: string; id: string }) {
  const complete = /^\d{6}$/.test(code);
  const query = useInvitationValidation(code);
  if (!complete) return null;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <span className="flex items-center gap-2 text-stone-600">
        <Spinner className="size-4" /> Validando código...
      </span>
    );
  } else if (query.isError) {
    content = (
      <span className="flex items-center gap-2 text-red-700">
        <CircleAlert aria-hidden="true" className="size-4" />{' '}
        {isApiError(query.error) && query.error.kind === 'http'
          ? INVITATION_VALIDATION_FAILED
          : VALIDATION_FAILED}
      </span>
    );
  } else if (!query.data?.valid) {
    content = (
      <span className="flex items-center gap-2 text-red-700">
        <CircleAlert aria-hidden="true" className="size-4" /> {INVALID_CODE}
      </span>
    );
  } else {
    content = (
      <span className="flex items-start gap-2 text-brand-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{query.data.description || query.data.message}</strong>
          <span className="block text-stone-600">
            {usesText(query.data.remaining_uses)}. Tu cuenta se activará sin esperar aprobación.
          </span>
        </span>
      </span>
    );
  }
  return (
    <p id={id} role="status" className="mt-2 text-sm">
      {content}
    </p>
  );
}
