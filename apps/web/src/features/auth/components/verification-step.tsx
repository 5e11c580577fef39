import { VerificationCodeSchema } from '@mayorista/shared/accounts';
import { MailCheck, RotateCw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '@/api/client';
import { CodeInput } from '@/components/ui/code-input';
import { FormNotice, type Notice } from '@/components/ui/form-notice';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useResendVerification, useVerifyEmail, type VerifyEmailResponse } from '../api/register';

export const CODE_AND_EMAIL_REQUIRED = 'El código y el email son requeridos';
export const VERIFY_FAILED = 'Error al verificar el código';
export const RESEND_FAILED = 'Error al reenviar el código';
const RESEND_COOLDOWN_S = 30;

type VerificationStepProps = {
  email: string;
  invited: boolean;
  onVerified: (response: VerifyEmailResponse) => void;
  /**
   * The login found the account unverified: no code was sent just now, so the text asks for the one
   * e-mailed earlier or a new one, and 'Reenviar código' works at once.
   */
  resendNow?: boolean;
};

/**
 * The e-mail verification step, after the registration form or a login of an unverified account:
 * the 6-digit code and "Reenviar código".
 */
export function VerificationStep({ email, invited, onVerified, resendNow = false }: VerificationStepProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cooldown, setCooldown] = useState(resendNow ? 0 : RESEND_COOLDOWN_S);
  const [done, setDone] = useState(false);
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code || !email) {
      setNotice({ tone: 'error', text: CODE_AND_EMAIL_REQUIRED });
      return;
    }
    const parsed = VerificationCodeSchema.safeParse({ email, code });
    if (!parsed.success) {
      setNotice({ tone: 'error', text: parsed.error.issues[0]?.message ?? CODE_AND_EMAIL_REQUIRED });
      return;
    }
    setNotice(null);
    try {
      const response = await verify.mutateAsync(parsed.data);
      setDone(true);
      setNotice({ tone: response.is_active ? 'success' : 'info', text: response.message });
      onVerified(response);
    } catch (error) {
      const text = errorMessage(error, VERIFY_FAILED);
      setNotice({ tone: 'error', text });
      notify.error(text);
    }
  };

  const onResend = async () => {
    try {
      const response = await resend.mutateAsync(email);
      notify.success(response.message);
      setNotice(null);
      setCode('');
      setCooldown(RESEND_COOLDOWN_S);
    } catch (error) {
      notify.error(errorMessage(error, RESEND_FAILED));
    }
  };

  const errorId = `${id}-notice`;

  return (
    <div className="mx-auto max-w-md text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <MailCheck aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-stone-900">Verifica tu email</h2>
      {resendNow ? (
        <p className="mt-2 text-sm text-stone-600">
          Tu email todavía no está verificado. Ingresa el código que enviamos a{' '}
          <strong className="text-stone-900">{email}</strong> o pide uno nuevo. Cada código vence en 15
          minutos.
        </p>
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          Te enviamos un código de 6 dígitos a <strong className="text-stone-900">{email}</strong>. Ingrésalo
          para confirmar tu cuenta. El código vence en 15 minutos.
        </p>
      )}
      {invited ? (
        <p className="mt-2 text-sm text-brand-800">Con tu código de invitación ingresas apenas verifiques.</p>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 text-left">
        <div>
          <label htmlFor={`${id}-code`} className="mb-1.5 block text-sm font-medium text-stone-800">
            Código de verificación
          </label>
          <CodeInput
            id={`${id}-code`}
            value={code}
            onValueChange={setCode}
            autoFocus
            disabled={done}
            aria-invalid={notice?.tone === 'error' ? true : undefined}
            aria-describedby={notice ? errorId : undefined}
          />
        </div>
        <div aria-live="polite">{notice ? <FormNotice notice={notice} id={errorId} /> : null}</div>
        <button
          type="submit"
          disabled={verify.isPending || done}
          aria-busy={verify.isPending}
          className="btn-primary w-full py-3 text-base"
        >
          {verify.isPending ? (
            <>
              <Spinner className="size-5" /> Verificando...
            </>
          ) : (
            'Verificar'
          )}
        </button>
      </form>

      <div className="mt-5 text-sm text-stone-600">
        ¿No recibiste el código?{' '}
        <button
          type="button"
          onClick={onResend}
          disabled={resend.isPending || cooldown > 0 || done}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline disabled:cursor-not-allowed disabled:text-stone-400 disabled:no-underline"
        >
          {resend.isPending ? (
            <Spinner className="size-3.5" />
          ) : (
            <RotateCw aria-hidden="true" className="size-3.5" />
          )}
          Reenviar código
        </button>
        {cooldown > 0 && !done ? (
          <span className="mt-1 block text-xs text-stone-500">Podrás pedir otro código en {cooldown} s.</span>
        ) : null}
      </div>
    </div>
  );
}
