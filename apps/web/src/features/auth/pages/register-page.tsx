import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { saveSession, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import type { VerifyEmailResponse } from '../api/register';
import { RegisterForm } from '../components/register-form';
import { VerificationStep } from '../components/verification-step';
import {
  clearPendingVerification,
  readPendingVerification,
  savePendingVerification,
} from '../lib/pending-verification';

/** Delays of accounts §2 and §9 before leaving the verification step. */
const PENDING_REDIRECT_MS = 2500;
const ACTIVE_REDIRECT_MS = 1500;

type Step = { kind: 'form' } | { kind: 'verify'; email: string; invited: boolean };

/** Registration (accounts §2 register screen): the form, then the e-mail verification step. */
export default function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const finished = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A reload comes back to the code, not to a blank form (the account already exists).
  useEffect(() => {
    const pending = readPendingVerification();
    if (pending) setStep({ kind: 'verify', ...pending });
  }, []);

  if (session.isLoggedIn && !finished.current) return <Navigate to={paths.settings} replace />;

  const onVerified = (response: VerifyEmailResponse) => {
    finished.current = true;
    clearPendingVerification();
    if (response.is_active && response.access) {
      saveSession(response);
      notify.success(response.message);
      timer.current = window.setTimeout(() => navigate(paths.home, { replace: true }), ACTIVE_REDIRECT_MS);
    } else {
      notify.info(response.message);
      timer.current = window.setTimeout(
        () => navigate(paths.loginAlias, { replace: true }),
        PENDING_REDIRECT_MS,
      );
    }
  };

  const verifying = step.kind === 'verify';

  return (
    <section className="container-page py-8 sm:py-12">
      <title>Crear cuenta | Mayorista</title>
      <div className="mx-auto max-w-3xl">
        <div className="mb-6 text-center sm:mb-8">
          <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">Compras mayoristas</p>
          <h1 className="section-title mt-1">Crear cuenta</h1>
          <p className="mt-2 text-stone-600">
            Registra tu comercio para ver precios mayoristas y hacer pedidos.
          </p>
        </div>

        <ol aria-label="Pasos del registro" className="mx-auto mb-6 flex max-w-sm items-center gap-3 text-sm">
          <StepMark number={1} label="Tus datos" state={verifying ? 'done' : 'current'} />
          <li
            aria-hidden="true"
            className={`h-0.5 flex-1 rounded ${verifying ? 'bg-brand-600' : 'bg-stone-200'}`}
          />
          <StepMark number={2} label="Verificación" state={verifying ? 'current' : 'todo'} />
        </ol>

        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          {step.kind === 'form' ? (
            <RegisterForm
              onRegistered={(response, invited) => {
                savePendingVerification({ email: response.email, invited });
                setStep({ kind: 'verify', email: response.email, invited });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : (
            <VerificationStep email={step.email} invited={step.invited} onVerified={onVerified} />
          )}
        </div>
      </div>
    </section>
  );
}

function StepMark({
  number,
  label,
  state,
}: {
  number: number;
  label: string;
  state: 'done' | 'current' | 'todo';
}) {
  return (
    <li aria-current={state === 'current' ? 'step' : undefined} className="flex items-center gap-2">
      <span
        className={`grid size-7 place-items-center rounded-full text-xs font-bold ${
          state === 'todo' ? 'bg-stone-200 text-stone-600' : 'bg-brand-800 text-white'
        }`}
      >
        {state === 'done' ? <Check aria-hidden="true" className="size-4" /> : number}
      </span>
      <span className={state === 'todo' ? 'text-stone-500' : 'font-semibold text-stone-900'}>{label}</span>
    </li>
  );
}
