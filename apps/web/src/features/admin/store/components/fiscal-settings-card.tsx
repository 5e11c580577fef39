import { storeIvaConditions } from '@mayorista/shared/fiscal';
import {
  AUTO_INVOICE_LABELS,
  AUTO_INVOICE_MODES,
  FISCAL_ENVIRONMENT_LABELS,
  FISCAL_ENVIRONMENTS,
  type FiscalSettings,
  type FiscalSettingsForm,
  type FiscalSettingsFormInput,
  FiscalSettingsFormSchema,
  STORE_IVA_CONDITION_LABELS,
} from '@mayorista/shared/fiscal-settings';
import { formatCuit } from '@mayorista/shared/tax-profile';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { ErrorState } from '@/components/ui/data-state';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { SaveButton } from '@/components/ui/save-button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/toast';
import { useFiscalSettings, useSaveFiscalSettings } from '../api/fiscal-settings';

export const FISCAL_TEXTS = {
  title: 'Datos fiscales',
  description: 'Los datos con los que facturas en ARCA: se imprimen en cada factura y nota de crédito.',
  loadFailed: 'No se pudieron cargar los datos fiscales.',
  saved: 'Datos fiscales guardados',
  saveFailed: 'No se pudieron guardar los datos fiscales',
  saveFailedInline: 'No se pudieron guardar los datos fiscales. Revisa los campos marcados.',
  noResponse: 'No se pudo conectar con el servidor',
  certificate: 'Certificado de ARCA configurado: las facturas se autorizan en ARCA.',
  noCertificate:
    'Sin certificado de ARCA: los comprobantes se emiten de prueba, sin validez fiscal. El certificado y su clave se configuran en el servidor (ARCA_CERT y ARCA_KEY), nunca desde esta pantalla.',
  leaveMessage: 'Si sales ahora se pierden los cambios que hiciste en los datos fiscales.',
  unsaved: 'Tienes cambios sin guardar en los datos fiscales',
} as const;

/** The form's fields, in the order they are shown (server errors focus the first one). */
const FISCAL_FIELDS = [
  'cuit',
  'business_name',
  'iva_condition',
  'iibb',
  'activity_start',
  'point_of_sale',
  'environment',
  'auto_invoice',
] as const satisfies readonly (keyof FiscalSettingsFormInput)[];

function toFormValues(settings: FiscalSettings): FiscalSettingsFormInput {
  return {
    cuit: settings.cuit ? formatCuit(settings.cuit) : '',
    business_name: settings.business_name,
    iva_condition: settings.iva_condition,
    iibb: settings.iibb,
    activity_start: settings.activity_start ?? '',
    point_of_sale: settings.point_of_sale,
    environment: settings.environment,
    auto_invoice: settings.auto_invoice,
  };
}

function CardFrame({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {FISCAL_TEXTS.title}
      </h2>
      <p className="mt-0.5 text-sm text-stone-600">{FISCAL_TEXTS.description}</p>
      {children}
    </section>
  );
}

type UnsavedProps = {
  /** Told whether the form holds changes not saved: the page's one guard asks before leaving. */
  onUnsavedChange: (unsaved: boolean) => void;
};

function FiscalForm({ settings, onUnsavedChange }: { settings: FiscalSettings } & UnsavedProps) {
  const id = useId();
  const save = useSaveFiscalSettings();
  const form = useZodForm(FiscalSettingsFormSchema, { defaultValues: toFormValues(settings) });
  const {
    register,
    reset,
    formState: { errors, isDirty },
  } = form;
  const fieldId = (name: string) => `${id}-${name}`;
  type Name = (typeof FISCAL_FIELDS)[number];
  const a11y = (name: Name, hint = false) => inputA11y(fieldId(name), errors[name]?.message, hint);
  const message = (name: Name) => errors[name]?.message;

  const onSubmit = async (values: FiscalSettingsForm) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toFormValues(saved));
      notify.success(FISCAL_TEXTS.saved);
    } catch (error) {
      setServerErrors(form, error, {
        fields: FISCAL_FIELDS,
        fallback: FISCAL_TEXTS.saveFailedInline,
        noResponse: FISCAL_TEXTS.noResponse,
      });
      notify.error(FISCAL_TEXTS.saveFailed);
    }
  };

  const unsaved = isDirty && !save.isPending;
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const numberOptions = { setValueAs: (value: unknown) => (value === '' ? Number.NaN : Number(value)) };
  const Status = settings.certificate_configured ? CircleCheck : CircleAlert;

  return (
    <Form form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
      <p
        className={`flex items-start gap-2 rounded-lg border px-3.5 py-3 text-sm ${
          settings.certificate_configured
            ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
            : 'border-amber-200 bg-amber-50 text-amber-900'
        }`}
      >
        <Status aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {settings.certificate_configured ? FISCAL_TEXTS.certificate : FISCAL_TEXTS.noCertificate}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fieldId('cuit')}
          label="CUIT"
          required
          error={message('cuit')}
          hint="11 dígitos, con o sin guiones (ej. 30-71234567-1)."
        >
          <input
            inputMode="numeric"
            autoComplete="off"
            className="form-input"
            {...a11y('cuit', true)}
            {...register('cuit')}
          />
        </Field>
        <Field id={fieldId('business_name')} label="Razón social" required error={message('business_name')}>
          <input className="form-input" {...a11y('business_name')} {...register('business_name')} />
        </Field>
        <Field
          id={fieldId('iva_condition')}
          label="Condición frente al IVA"
          required
          error={message('iva_condition')}
          hint="Responsable Inscripto emite facturas A y B; Monotributo y Exento, facturas C."
        >
          <select className="form-input" {...a11y('iva_condition', true)} {...register('iva_condition')}>
            {storeIvaConditions.map((value) => (
              <option key={value} value={value}>
                {STORE_IVA_CONDITION_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fieldId('iibb')}
          label="Ingresos brutos"
          error={message('iibb')}
          hint="Número de inscripción (o «Convenio multilateral»)."
        >
          <input className="form-input" {...a11y('iibb', true)} {...register('iibb')} />
        </Field>
        <Field id={fieldId('activity_start')} label="Inicio de actividades" error={message('activity_start')}>
          <input
            type="date"
            className="form-input"
            {...a11y('activity_start')}
            {...register('activity_start')}
          />
        </Field>
        <Field
          id={fieldId('point_of_sale')}
          label="Punto de venta"
          required
          error={message('point_of_sale')}
          hint="El punto de venta de factura electrónica (web service) dado de alta en ARCA."
        >
          <input
            type="number"
            min={1}
            max={99999}
            step={1}
            inputMode="numeric"
            className="form-input"
            {...a11y('point_of_sale', true)}
            {...register('point_of_sale', numberOptions)}
          />
        </Field>
        <Field
          id={fieldId('environment')}
          label="Ambiente de ARCA"
          required
          error={message('environment')}
          hint="Homologación para probar; producción para facturar de verdad."
        >
          <select className="form-input" {...a11y('environment', true)} {...register('environment')}>
            {FISCAL_ENVIRONMENTS.map((value) => (
              <option key={value} value={value}>
                {FISCAL_ENVIRONMENT_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fieldId('auto_invoice')}
          label="Facturar automáticamente"
          required
          error={message('auto_invoice')}
          hint="Si falla, el pedido sigue su curso y lo facturas desde el pedido."
        >
          <select className="form-input" {...a11y('auto_invoice', true)} {...register('auto_invoice')}>
            {AUTO_INVOICE_MODES.map((value) => (
              <option key={value} value={value}>
                {AUTO_INVOICE_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <FormAlert />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {isDirty ? (
          <p role="status" className="text-sm font-medium text-amber-800 sm:mr-auto">
            {FISCAL_TEXTS.unsaved}
          </p>
        ) : null}
        <SaveButton pending={save.isPending} className="justify-center">
          Guardar datos fiscales
        </SaveButton>
      </div>
    </Form>
  );
}

/** 'Datos fiscales' of /configuracion/store: a form of its own (its own call and button). */
export function FiscalSettingsCard({ onUnsavedChange }: UnsavedProps) {
  const titleId = useId();
  const settings = useFiscalSettings();
  let body: ReactNode;
  if (settings.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          Cargando los datos fiscales...
        </p>
        <Skeleton className="mt-4 h-56 rounded-xl" />
      </>
    );
  } else if (settings.isError) {
    body = <ErrorState message={FISCAL_TEXTS.loadFailed} onRetry={() => settings.refetch()} />;
  } else {
    body = <FiscalForm settings={settings.data} onUnsavedChange={onUnsavedChange} />;
  }
  return <CardFrame titleId={titleId}>{body}</CardFrame>;
}
