import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/api/errors';

/** react-hook-form validated by a shared zod schema (STYLE.md §7): values typed as the schema's input and output. */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
  });
}

/** The attributes that tie an input to its label and error message. */
export function inputA11y(id: string, error?: string, hint?: boolean) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** A label, its control and its message (the error when there is one, otherwise the hint). */
export function Field({ id, label, error, hint, required, className, children }: FieldProps) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-stone-800">
        <label htmlFor={id}>{label}</label>
        {/* Outside the label, so the field's accessible name is the label alone. */}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The first message of the first field with an error, in the order the fields are given. */
export function firstError(
  errors: Partial<Record<string, { message?: unknown } | undefined>>,
  order: readonly string[],
): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

type FormProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  className?: string;
  children: ReactNode;
};

/** A form driven by `useZodForm`: no browser validation, fields reach the form through context. */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  className,
  children,
}: FormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className={className}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The form-level message (`errors.root.server`, set by `setServerErrors`), as an alert. */
export function FormAlert() {
  const message = useFormContext().formState.errors.root?.server?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

type ServerErrorOptions<Values extends FieldValues> = {
  /** The form's fields, in the order they are shown: the first one with an error gets the focus. */
  fields: readonly Path<Values>[];
  /** The form message when the server said nothing usable. */
  fallback: string;
  /** The form message when there was no answer (timeout, network); the client's texts by default. */
  noResponse?: string;
  /** The form message for an error that is not a call's (a bug); the fallback by default. */
  unexpected?: string;
  focus?: boolean;
};

const FORM_LEVEL_KEYS = ['detail', 'non_field_errors', 'message', 'error', 'errors'];

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/**
 * A failed call onto a form: each `{field: [message]}` of a DRF-style body onto its field, and
 * `detail`, `non_field_errors` and fields the form does not show onto `errors.root.server` (the
 * form alert). Returns the field messages and the form message, for the screen's toasts.
 */
export function setServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError'>,
  error: unknown,
  { fields, fallback, noResponse, unexpected, focus = true }: ServerErrorOptions<Values>,
): { fields: Partial<Record<Path<Values>, string>>; form: string | undefined } {
  const fieldMessages: Partial<Record<Path<Values>, string>> = {};
  const formMessages: string[] = [];

  if (!(error instanceof ApiError)) {
    formMessages.push(unexpected ?? fallback);
  } else if (error.kind !== 'http') {
    formMessages.push(noResponse ?? errorMessage(error, fallback));
  } else if (error.body && typeof error.body === 'object' && !Array.isArray(error.body)) {
    const body = error.body as Record<string, unknown>;
    for (const key of FORM_LEVEL_KEYS) formMessages.push(...texts(body[key]));
    for (const [key, value] of Object.entries(body)) {
      if (FORM_LEVEL_KEYS.includes(key)) continue;
      const [first] = texts(value);
      if (!first) continue;
      if ((fields as readonly string[]).includes(key)) fieldMessages[key as Path<Values>] = first;
      else formMessages.push(`${key}: ${first}`);
    }
  } else {
    const text = errorMessage(error, fallback);
    formMessages.push(text);
  }

  let shouldFocus = focus;
  for (const name of fields) {
    const message = fieldMessages[name];
    if (!message) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus });
    shouldFocus = false;
  }
  const hasFields = Object.keys(fieldMessages).length > 0;
  const formMessage = formMessages.length
    ? [...new Set(formMessages)].join(' ')
    : hasFields
      ? undefined
      : fallback;
  if (formMessage) form.setError('root.server', { type: 'server', message: formMessage });
  return { fields: fieldMessages, form: formMessage };
}
