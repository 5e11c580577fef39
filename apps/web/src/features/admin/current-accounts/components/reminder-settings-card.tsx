import type { AccountSettings } from '@mayorista/shared/current-accounts';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { ErrorState } from '@/components/ui/data-state';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { SaveButton } from '@/components/ui/save-button';
import { Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { notify } from '@/lib/toast';
import { useAccountSettings, useUpdateAccountSettings } from '../api/account-settings';
import { SettingsFormSchema, settingsFormValues } from '../lib/forms';
import { ACCOUNT_TEXTS } from '../lib/texts';

const FIELDS = [
  'reminder_days_before',
  'overdue_reminders',
  'overdue_repeat_days',
  'receipt_point_of_sale',
] as const;

function SettingsForm({ settings }: { settings: AccountSettings }) {
  const id = useId();
  const update = useUpdateAccountSettings();
  const form = useZodForm(SettingsFormSchema, { defaultValues: settingsFormValues(settings) });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const fieldId = (name: (typeof FIELDS)[number]) => `${id}-${name}`;
  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message as string | undefined;
  const number = (name: Exclude<(typeof FIELDS)[number], 'overdue_reminders'>, hint: boolean) => (
    <input
      type="number"
      inputMode="numeric"
      min={name === 'receipt_point_of_sale' ? 1 : 0}
      step={1}
      className="form-input"
      {...inputA11y(fieldId(name), message(name), hint)}
      {...register(name)}
    />
  );

  const onSubmit = async (values: AccountSettings) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(settingsFormValues(saved));
      notify.success(ACCOUNT_TEXTS.settingsSaved);
    } catch (error) {
      setServerErrors(form, error, { fields: FIELDS, fallback: ACCOUNT_TEXTS.settingsFailed });
      notify.error(ACCOUNT_TEXTS.settingsFailed);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4 px-5 py-4">
      <UnsavedChangesGuard when={isDirty && !update.isPending} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Field
          id={fieldId('reminder_days_before')}
          label="Días antes del vencimiento"
          error={message('reminder_days_before')}
          hint="0: sin aviso previo."
        >
          {number('reminder_days_before', true)}
        </Field>
        <div className="flex items-start pt-0 sm:pt-7">
          <label className="flex items-start gap-2.5 text-sm text-stone-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              {...register('overdue_reminders')}
            />
            <span>Avisar deudas vencidas</span>
          </label>
        </div>
        <Field
          id={fieldId('overdue_repeat_days')}
          label="Repetir cada (días)"
          error={message('overdue_repeat_days')}
          hint="0: un solo aviso por deuda vencida."
        >
          {number('overdue_repeat_days', true)}
        </Field>
        <Field
          id={fieldId('receipt_point_of_sale')}
          label="Punto de venta de recibos"
          error={message('receipt_point_of_sale')}
          hint="La numeración de los recibos."
        >
          {number('receipt_point_of_sale', true)}
        </Field>
      </div>
      <FormAlert />
      <div className="flex justify-end">
        <SaveButton pending={update.isPending} disabled={!isDirty}>
          Guardar recordatorios
        </SaveButton>
      </div>
    </Form>
  );
}

/** 'Recordatorios por e-mail' (issue 32 item 7): when the store mails customers about their due dates. */
export function ReminderSettingsCard() {
  const id = useId();
  const settings = useAccountSettings();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="border-b border-stone-200 px-5 py-4">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold text-stone-900">
          <BellRing aria-hidden="true" className="size-4 text-brand-800" />
          {ACCOUNT_TEXTS.settingsTitle}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Se envían solo a direcciones verificadas, una vez por deuda y día.
        </p>
      </div>
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ErrorState message={ACCOUNT_TEXTS.settingsLoadFailed} onRetry={() => settings.refetch()} />
      ) : (
        <div className="grid gap-4 px-5 py-4 sm:grid-cols-4" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      )}
    </section>
  );
}
