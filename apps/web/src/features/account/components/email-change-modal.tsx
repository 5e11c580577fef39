import { codeField, EmailChangeRequestSchema } from '@mayorista/shared/accounts';
import { CircleAlert, RotateCw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/api/client';
import { CodeInput } from '@/components/ui/code-input';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { type Profile, useRequestEmailChange, useUpdateProfile } from '../api/profile';

export const CODE_SENT = 'Código de verificación enviado al nuevo email';
export const REQUEST_FAILED = 'Contraseña incorrecta o error al solicitar código';
export const BAD_CODE = 'Código inválido o expirado';
export const EMAIL_UPDATED = 'Email actualizado correctamente';

type EmailChangeModalProps = {
  open: boolean;
  newEmail: string;
  onCancel: () => void;
  onChanged: (profile: Profile) => void;
};

/** The e-mail change of accounts §4: confirm the password, then the 6-digit code sent to the new address. */
export function EmailChangeModal({ open, newEmail, onCancel, onChanged }: EmailChangeModalProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      size="sm"
      title="Confirmar cambio de email"
      description={
        <>
          Vas a cambiar tu email a <strong className="text-stone-900">{newEmail}</strong>.
        </>
      }
    >
      <EmailChangeSteps newEmail={newEmail} onCancel={onCancel} onChanged={onChanged} />
    </Modal>
  );
}

function requestErrorText(error: unknown) {
  // The server names a taken or invalid new e-mail on its field; anything else is the modal's text.
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const field = (error.body as Record<string, unknown>).new_email;
    if (Array.isArray(field) && typeof field[0] === 'string') return field[0];
  }
  return REQUEST_FAILED;
}

function EmailChangeSteps({ newEmail, onCancel, onChanged }: Omit<EmailChangeModalProps, 'open'>) {
  const id = useId();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const confirm = useUpdateProfile();
  const busy = request.isPending || confirm.isPending;

  const sendCode = async () => {
    const parsed = EmailChangeRequestSchema.safeParse({
      type: 'EMAIL_CHANGE',
      new_email: newEmail,
      password,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REQUEST_FAILED);
      return;
    }
    setError(null);
    try {
      await request.mutateAsync({ new_email: parsed.data.new_email, password: parsed.data.password });
      notify.success(CODE_SENT);
      setStep('code');
    } catch (caught) {
      setError(requestErrorText(caught));
    }
  };

  const confirmCode = async () => {
    const parsed = codeField().safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BAD_CODE);
      return;
    }
    setError(null);
    try {
      const profile = await confirm.mutateAsync({ email: newEmail, verification_code: parsed.data });
      notify.success(EMAIL_UPDATED);
      onChanged(profile);
    } catch {
      setError(BAD_CODE);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (step === 'password' ? sendCode() : confirmCode());
  };

  const errorId = `${id}-error`;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {step === 'password' ? (
        <div>
          <label htmlFor={`${id}-password`} className="mb-1.5 block text-sm font-medium text-stone-800">
            Ingresa tu contraseña para continuar
          </label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-code`} className="mb-1.5 block text-sm font-medium text-stone-800">
            Código de verificación
          </label>
          <p className="mb-3 text-sm text-stone-600">Te enviamos un código de 6 dígitos a {newEmail}.</p>
          <CodeInput
            id={`${id}-code`}
            autoFocus
            value={code}
            onValueChange={setCode}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button
            type="button"
            onClick={() => void sendCode()}
            disabled={busy}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline disabled:text-stone-400"
          >
            <RotateCw aria-hidden="true" className="size-3.5" /> Reenviar código
          </button>
        </div>
      )}

      {error ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {step === 'password' ? 'Enviar código' : 'Confirmar email'}
        </button>
      </div>
    </form>
  );
}
