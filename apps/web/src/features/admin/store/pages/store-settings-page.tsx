import { type SiteConfig, type SiteConfigForm, SiteConfigFormSchema } from '@mayorista/shared/settings';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ErrorState } from '@/components/ui/data-state';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { SaveButton } from '@/components/ui/save-button';
import { Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { notify } from '@/lib/toast';
import { useSaveStoreSettings, useStoreSettings } from '../api/site-config';
import { FaqEditor } from '../components/faq-editor';
import { FISCAL_TEXTS, FiscalSettingsCard } from '../components/fiscal-settings-card';
import { osmLink, STORE_FIELDS, toFormValues } from '../lib/form-values';

export const STORE_TEXTS = {
  title: 'Tienda',
  description: 'Los datos que ven tus clientes en la tienda, los remitos y los mensajes de contacto.',
  loadFailed: 'No se pudo cargar la configuración de la tienda.',
  saved: 'Cambios guardados',
  saveFailed: 'No se pudieron guardar los cambios',
  saveFailedInline: 'No se pudieron guardar los cambios. Revisa los campos marcados.',
  noResponse: 'No se pudo conectar con el servidor',
  leaveMessage: 'Si sales ahora se pierden los cambios que hiciste en la configuración de la tienda.',
  unsaved: 'Tienes cambios sin guardar',
} as const;

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-stone-600">{description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function StoreSettingsForm({
  config,
  onUnsavedChange,
}: {
  config: SiteConfig;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const id = useId();
  const save = useSaveStoreSettings();
  const form = useZodForm(SiteConfigFormSchema, { defaultValues: toFormValues(config) });
  const {
    register,
    reset,
    watch,
    formState: { errors, isDirty },
  } = form;
  const fieldId = (name: string) => `${id}-${name}`;
  type Name = (typeof STORE_FIELDS)[number];
  const a11y = (name: Exclude<Name, 'faq'>, hint = false) =>
    inputA11y(fieldId(name), errors[name]?.message, hint);
  const message = (name: Exclude<Name, 'faq'>) => errors[name]?.message;

  const onSubmit = async (values: SiteConfigForm) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toFormValues(saved));
      notify.success(STORE_TEXTS.saved);
    } catch (error) {
      setServerErrors(form, error, {
        fields: STORE_FIELDS,
        fallback: STORE_TEXTS.saveFailedInline,
        noResponse: STORE_TEXTS.noResponse,
      });
      notify.error(STORE_TEXTS.saveFailed);
    }
  };

  const unsaved = isDirty && !save.isPending;
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const [latitude, longitude, zoom] = watch(['latitude', 'longitude', 'map_zoom']);
  const pointLink = osmLink(Number(latitude), Number(longitude), Number(zoom));
  const numberOptions = { setValueAs: (value: unknown) => (value === '' ? Number.NaN : Number(value)) };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5 pb-24">
      <Section title="Datos de la tienda">
        <Field
          id={fieldId('store_name')}
          label="Nombre de la tienda"
          required
          error={message('store_name')}
          hint="Se muestra en el encabezado, el pie, los remitos y las notas de venta."
        >
          <input className="form-input" {...a11y('store_name', true)} {...register('store_name')} />
        </Field>
      </Section>

      <Section title="Contacto y redes">
        <Field id={fieldId('email')} label="Correo de contacto" required error={message('email')}>
          <input type="email" className="form-input" {...a11y('email')} {...register('email')} />
        </Field>
        <Field id={fieldId('phone')} label="Teléfono" required error={message('phone')}>
          <input type="tel" className="form-input" {...a11y('phone')} {...register('phone')} />
        </Field>
        <Field
          id={fieldId('whatsapp_number')}
          label="Número de WhatsApp"
          required
          error={message('whatsapp_number')}
          hint="Con código de país y de área, sin 0 ni 15 (ej. 5491123456789)."
        >
          <input
            type="tel"
            inputMode="numeric"
            className="form-input"
            {...a11y('whatsapp_number', true)}
            {...register('whatsapp_number')}
          />
        </Field>
        <Field
          id={fieldId('instagram')}
          label="Instagram"
          error={message('instagram')}
          hint="Solo el usuario, sin @. Vacío: no se muestra."
        >
          <input
            autoCapitalize="none"
            spellCheck={false}
            className="form-input"
            {...a11y('instagram', true)}
            {...register('instagram')}
          />
        </Field>
        <Field
          id={fieldId('whatsapp_greeting')}
          label="Saludo de WhatsApp"
          error={message('whatsapp_greeting')}
          hint="El mensaje que aparece escrito al abrir el chat."
          className="sm:col-span-2"
        >
          <textarea
            rows={2}
            className="form-input"
            {...a11y('whatsapp_greeting', true)}
            {...register('whatsapp_greeting')}
          />
        </Field>
      </Section>

      <Section title="Ubicación y mapa" description="El punto del mapa del bloque de contacto.">
        <Field
          id={fieldId('store_address')}
          label="Dirección"
          required
          error={message('store_address')}
          className="sm:col-span-2"
        >
          <input className="form-input" {...a11y('store_address')} {...register('store_address')} />
        </Field>
        <Field
          id={fieldId('latitude')}
          label="Latitud"
          required
          error={message('latitude')}
          hint="Entre -90 y 90."
        >
          <input
            type="number"
            step="any"
            inputMode="decimal"
            className="form-input"
            {...a11y('latitude', true)}
            {...register('latitude', numberOptions)}
          />
        </Field>
        <Field
          id={fieldId('longitude')}
          label="Longitud"
          required
          error={message('longitude')}
          hint="Entre -180 y 180."
        >
          <input
            type="number"
            step="any"
            inputMode="decimal"
            className="form-input"
            {...a11y('longitude', true)}
            {...register('longitude', numberOptions)}
          />
        </Field>
        <Field
          id={fieldId('map_zoom')}
          label="Zoom del mapa"
          required
          error={message('map_zoom')}
          hint="De 1 (el mundo) a 18 (la cuadra). Por defecto, 10."
        >
          <input
            type="number"
            min={1}
            max={18}
            step={1}
            inputMode="numeric"
            className="form-input"
            {...a11y('map_zoom', true)}
            {...register('map_zoom', numberOptions)}
          />
        </Field>
        <div className="flex items-end pb-1">
          {pointLink ? (
            <a
              href={pointLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
            >
              Ver el punto en el mapa <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
        </div>
        <Field
          id={fieldId('map_tile_url')}
          label="Servidor de mapas"
          required
          error={message('map_tile_url')}
          hint="Dirección https de las imágenes del mapa, con {z}, {x} e {y}. Por defecto, la de OpenStreetMap."
          className="sm:col-span-2"
        >
          <input
            type="url"
            autoCapitalize="none"
            spellCheck={false}
            className="form-input font-mono text-sm"
            {...a11y('map_tile_url', true)}
            {...register('map_tile_url')}
          />
        </Field>
      </Section>

      <Section
        title="Franja promocional"
        description="El texto de la franja de arriba de la tienda. Vacío: no se muestra."
      >
        <Field
          id={fieldId('promo_text')}
          label="Texto de la franja"
          error={message('promo_text')}
          className="sm:col-span-2"
        >
          <input className="form-input" {...a11y('promo_text')} {...register('promo_text')} />
        </Field>
      </Section>

      <section
        aria-labelledby={`${id}-faq-title`}
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={`${id}-faq-title`} className="text-lg font-semibold text-stone-900">
          Preguntas frecuentes
        </h2>
        <p className="mt-0.5 mb-4 text-sm text-stone-600">
          Se muestran en el inicio y en la página de contacto, en este orden.
        </p>
        <FaqEditor idPrefix={id} />
      </section>

      <Section title="Remito y nota de venta">
        <Field
          id={fieldId('delivery_note_header')}
          label="Encabezado"
          error={message('delivery_note_header')}
          hint="Se imprime arriba del remito y de la nota de venta (ej. razón social y CUIT)."
          className="sm:col-span-2"
        >
          <textarea
            rows={3}
            className="form-input"
            {...a11y('delivery_note_header', true)}
            {...register('delivery_note_header')}
          />
        </Field>
      </Section>

      <Section title="Mensajes de contacto">
        <Field
          id={fieldId('contact_daily_limit')}
          label="Mensajes por día de cada cliente"
          required
          error={message('contact_daily_limit')}
          hint="Cuántos mensajes puede enviar un mismo cliente por día desde el formulario de contacto."
        >
          <input
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className="form-input"
            {...a11y('contact_daily_limit', true)}
            {...register('contact_daily_limit', numberOptions)}
          />
        </Field>
        <Field
          id={fieldId('reply_time')}
          label="Tiempo de respuesta"
          required
          error={message('reply_time')}
          hint="Se muestra como «Respondemos en …» (ej. 24-48 horas)."
        >
          <input className="form-input" {...a11y('reply_time', true)} {...register('reply_time')} />
        </Field>
      </Section>

      <FormAlert />

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-xl sm:border">
        {isDirty ? (
          <p role="status" className="text-sm font-medium text-amber-800 sm:mr-auto">
            {STORE_TEXTS.unsaved}
          </p>
        ) : null}
        <SaveButton pending={save.isPending} className="justify-center">
          Guardar cambios
        </SaveButton>
      </div>
    </Form>
  );
}

/** Configuración de la tienda (/configuracion/store, issue 11 item 5). */
export default function StoreSettingsPage() {
  const settings = useStoreSettings();
  // Two forms, one guard (a router blocks with one blocker at a time).
  const [storeUnsaved, setStoreUnsaved] = useState(false);
  const [fiscalUnsaved, setFiscalUnsaved] = useState(false);
  let body: ReactNode;
  if (settings.isPending) {
    body = (
      <div className="space-y-4">
        <p role="status" className="sr-only">
          Cargando la configuración...
        </p>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  } else if (settings.isError) {
    body = (
      <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
        <ErrorState message={STORE_TEXTS.loadFailed} onRetry={() => settings.refetch()} />
      </div>
    );
  } else {
    body = <StoreSettingsForm config={settings.data} onUnsavedChange={setStoreUnsaved} />;
  }
  return (
    <section className="mx-auto max-w-4xl">
      <title>Tienda | Mayorista</title>
      <PageHeader title={STORE_TEXTS.title} description={STORE_TEXTS.description} />
      {body}
      <div className="mt-5">
        <FiscalSettingsCard onUnsavedChange={setFiscalUnsaved} />
      </div>
      <UnsavedChangesGuard
        when={storeUnsaved || fiscalUnsaved}
        message={storeUnsaved ? STORE_TEXTS.leaveMessage : FISCAL_TEXTS.leaveMessage}
      />
    </section>
  );
}
