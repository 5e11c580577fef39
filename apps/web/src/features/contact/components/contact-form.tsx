import {
  CONTACT_LOGIN_REQUIRED,
  type ContactMessageInput,
  ContactMessageSchema,
  MOTIVO_OPTIONS,
  NEGOCIO_OPTIONS,
} from '@mayorista/shared/accounts';
import { CircleAlert, CircleCheck, Info, LogIn, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { Field, inputA11y, useZodForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { loginUrl } from '@/lib/paths';
import { getSessionEmail, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { clearContactDraft, readContactDraft, saveContactDraft } from '../lib/draft';
import { contactErrorMessage, contactSuccessMessage } from '../lib/messages';

const NEGOCIO_LABELS: Record<(typeof NEGOCIO_OPTIONS)[number], string> = {
  growshop: 'Grow Shop',
  tabaqueria: 'Tabaquería',
  ONG: 'ONG',
  otro: 'Otro',
};

type Notice = { tone: 'success' | 'error' | 'login'; text: string };

type FormValues = z.input<typeof ContactMessageSchema>;

const EMPTY: DefaultValues<FormValues> = {
  nombre: '',
  email: '',
  telefono: '',
  city: '',
  negocio: '',
  mensaje: '',
};

/** "Envíanos tu mensaje" (accounts §2 and §5): anyone can fill it in, sending needs a session. */
export function ContactForm() {
  const id = useId();
  const session = useSession();
  const location = useLocation();
  const send = useSendContactMessage();
  const [notice, setNotice] = useState<Notice | null>(null);
  const defaults: DefaultValues<FormValues> = session.isLoggedIn
    ? { ...EMPTY, nombre: session.firstName ?? '', email: getSessionEmail() ?? '' }
    : EMPTY;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useZodForm(ContactMessageSchema, { defaultValues: defaults });

  // A draft typed before logging in comes back after it (kept in this tab, docs/decisions/042).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first paint in the browser
  useEffect(() => {
    const draft = readContactDraft();
    if (!draft) return;
    const typed = Object.fromEntries(Object.entries(draft).filter(([, value]) => value));
    reset({ ...defaults, ...typed });
  }, []);
  useEffect(() => {
    if (session.isLoggedIn) return;
    const subscription = watch((values) => saveContactDraft(values));
    return () => subscription.unsubscribe();
  }, [watch, session.isLoggedIn]);

  const onSubmit = async (values: ContactMessageInput) => {
    if (!session.isLoggedIn) {
      setNotice({ tone: 'login', text: CONTACT_LOGIN_REQUIRED });
      notify.info(CONTACT_LOGIN_REQUIRED);
      return;
    }
    setNotice(null);
    try {
      const response = await send.mutateAsync({
        ...values,
        telefono: values.telefono || undefined,
        city: values.city || undefined,
        negocio: values.negocio || undefined,
      });
      const text = contactSuccessMessage(response);
      setNotice({ tone: 'success', text });
      notify.success(text);
      reset(defaults);
      clearContactDraft();
    } catch (error) {
      const text = contactErrorMessage(error);
      setNotice({ tone: 'error', text });
      notify.error(text);
    }
  };

  const fieldId = (name: keyof FormValues) => `${id}-${name}`;
  const a11y = (name: keyof FormValues) => inputA11y(fieldId(name), errors[name]?.message);
  const sending = send.isPending;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900 sm:text-2xl">
          Envíanos tu mensaje
        </h2>
        <p className="mt-1 text-sm text-stone-600">Completa el formulario y te contactamos a la brevedad.</p>
      </div>
      {session.isLoggedIn ? null : (
        <div
          role="status"
          className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-3 text-sm text-sky-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            {CONTACT_LOGIN_REQUIRED} Puedes escribirlo ahora: lo guardamos mientras{' '}
            <Link to={loginUrl(location.pathname)} className="font-semibold text-brand-800 underline">
              inicias sesión
            </Link>
            .
          </p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('nombre')} label="Nombre" required error={errors.nombre?.message}>
          <input autoComplete="name" className="form-input" {...a11y('nombre')} {...register('nombre')} />
        </Field>
        <Field id={fieldId('email')} label="Email" required error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            className="form-input"
            {...a11y('email')}
            {...register('email')}
          />
        </Field>
        <Field id={fieldId('telefono')} label="Teléfono" error={errors.telefono?.message}>
          <input
            type="tel"
            autoComplete="tel"
            maxLength={30}
            className="form-input"
            {...a11y('telefono')}
            {...register('telefono')}
          />
        </Field>
        <Field id={fieldId('city')} label="Ciudad" error={errors.city?.message}>
          <input
            autoComplete="address-level2"
            maxLength={100}
            className="form-input"
            {...a11y('city')}
            {...register('city')}
          />
        </Field>
        <Field id={fieldId('negocio')} label="Tipo de negocio" error={errors.negocio?.message}>
          <select className="form-input" {...a11y('negocio')} {...register('negocio')}>
            <option value="">Selecciona una opción</option>
            {NEGOCIO_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {NEGOCIO_LABELS[option]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('motivo')} label="Motivo de consulta" required error={errors.motivo?.message}>
          <select className="form-input" {...a11y('motivo')} {...register('motivo')}>
            <option value="">Selecciona un motivo</option>
            {MOTIVO_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fieldId('mensaje')}
          label="Mensaje"
          required
          error={errors.mensaje?.message}
          className="sm:col-span-2"
        >
          <textarea
            rows={5}
            maxLength={5000}
            className="form-input resize-y"
            {...a11y('mensaje')}
            {...register('mensaje')}
          />
        </Field>
      </div>

      <div aria-live="polite">
        {notice ? (
          <div
            role={notice.tone === 'error' || notice.tone === 'login' ? 'alert' : 'status'}
            className={`flex items-start gap-2 rounded-lg border px-3.5 py-3 text-sm ${
              notice.tone === 'success'
                ? 'border-brand-200 bg-brand-50 text-brand-900'
                : notice.tone === 'login'
                  ? 'border-accent-200 bg-accent-50 text-accent-800'
                  : 'border-red-200 bg-red-50 text-red-800'
            }`}
          >
            {notice.tone === 'success' ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <div>
              <p>{notice.text}</p>
              {notice.tone === 'login' ? (
                <Link
                  to={loginUrl(location.pathname)}
                  className="mt-1.5 inline-flex items-center gap-1 font-semibold text-brand-800 underline"
                >
                  <LogIn aria-hidden="true" className="size-4" /> Iniciar sesión
                </Link>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>

      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className="btn-primary w-full py-3 text-base sm:w-auto sm:px-8"
      >
        {sending ? (
          <>
            <Spinner className="size-5" /> Enviando...
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-4" /> Enviar mensaje
          </>
        )}
      </button>
    </form>
  );
}
