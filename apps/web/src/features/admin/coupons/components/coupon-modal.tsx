import type { Coupon } from '@mayorista/shared/marketing';
import { useId, useMemo } from 'react';
import { CrudFormActions, CrudModal } from '@/components/crud/crud-modal';
import type { Editing } from '@/components/crud/crud-page';
import { Field, Form, inputA11y, useZodForm } from '@/components/ui/form';
import { useModalDirty } from '@/components/ui/modal';
import { toDateInput } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSaveCoupon } from '../api/save-coupon';
import {
  COUPON_MESSAGES,
  type CouponFormValues,
  couponBody,
  couponDefaults,
  couponFormSchema,
  couponToForm,
  saveErrorMessage,
} from '../lib/coupon-form';

type CouponModalProps = {
  /** null: closed; 'new': create; a coupon: edit it. */
  editing: Editing<Coupon>;
  onClose: () => void;
};

/** Create or edit a coupon with every rule of backoffice §5; the code is read-only when editing. */
export function CouponModal({ editing, onClose }: CouponModalProps) {
  const save = useSaveCoupon();
  return (
    <CrudModal
      editing={editing}
      onClose={onClose}
      busy={save.isPending}
      title={{ create: 'Nuevo cupón', edit: 'Editar cupón' }}
      description={(coupon) => `Cupón ${coupon.code}`}
    >
      {(item) => <CouponForm editing={item} onClose={onClose} save={save} />}
    </CrudModal>
  );
}

function CouponForm({
  editing,
  onClose,
  save,
}: {
  editing: Coupon | 'new';
  onClose: () => void;
  save: ReturnType<typeof useSaveCoupon>;
}) {
  const id = useId();
  const isNew = editing === 'new';
  const today = toDateInput(new Date());
  const schema = useMemo(() => couponFormSchema(today), [today]);
  const form = useZodForm(schema, { defaultValues: isNew ? couponDefaults() : couponToForm(editing) });
  const {
    register,
    watch,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);
  const percentage = watch('type') === 'percentage';

  const onSubmit = async (values: CouponFormValues) => {
    const body = couponBody(values);
    try {
      if (isNew) await save.mutateAsync({ body });
      else {
        const { code: _code, ...changes } = body;
        await save.mutateAsync({ id: editing.id, body: changes });
      }
      notify.success(isNew ? COUPON_MESSAGES.created : COUPON_MESSAGES.updated);
      onClose();
    } catch (error) {
      const message = saveErrorMessage(error);
      form.setError('root.server', { type: 'server', message });
      notify.error(message);
    }
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const err = (name: keyof CouponFormValues) => errors[name]?.message;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('code')} label="Código" required error={err('code')}>
          <input
            type="text"
            autoComplete="off"
            readOnly={!isNew}
            maxLength={50}
            className={`form-input uppercase ${isNew ? '' : 'bg-stone-100 text-stone-600'}`}
            {...inputA11y(fieldId('code'), err('code'))}
            {...register('code')}
          />
        </Field>
        <Field id={fieldId('type')} label="Tipo" required error={err('type')}>
          <select className="form-input" {...inputA11y(fieldId('type'), err('type'))} {...register('type')}>
            <option value="percentage">Porcentaje</option>
            <option value="fixed">Monto fijo</option>
          </select>
        </Field>
        <Field
          id={fieldId('value')}
          label={percentage ? 'Valor (%)' : 'Valor ($)'}
          required
          error={err('value')}
        >
          <input
            type="number"
            min={0}
            max={percentage ? 100 : undefined}
            step="0.01"
            inputMode="decimal"
            className="form-input"
            {...inputA11y(fieldId('value'), err('value'))}
            {...register('value')}
          />
        </Field>
        {percentage ? (
          <Field
            id={fieldId('max_amount')}
            label="Descuento máximo ($)"
            error={err('max_amount')}
            hint="Opcional: tope del descuento en pesos."
          >
            <input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              className="form-input"
              {...inputA11y(fieldId('max_amount'), err('max_amount'), true)}
              {...register('max_amount')}
            />
          </Field>
        ) : null}
        <Field id={fieldId('min_purchase')} label="Compra mínima ($)" required error={err('min_purchase')}>
          <input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            className="form-input"
            {...inputA11y(fieldId('min_purchase'), err('min_purchase'))}
            {...register('min_purchase')}
          />
        </Field>
        <Field id={fieldId('max_uses')} label="Usos máximos" error={err('max_uses')} hint="Vacío: ilimitado.">
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className="form-input"
            {...inputA11y(fieldId('max_uses'), err('max_uses'), true)}
            {...register('max_uses')}
          />
        </Field>
        <Field
          id={fieldId('expires_date')}
          label="Vence"
          required
          error={err('expires_date')}
          hint="Vale hasta el final de ese día."
        >
          <input
            type="date"
            min={today}
            className="form-input"
            {...inputA11y(fieldId('expires_date'), err('expires_date'), true)}
            {...register('expires_date')}
          />
        </Field>
      </div>
      <label className="flex items-center gap-3 rounded-lg border border-stone-200 px-3.5 py-3 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('active')} />
        Activo (se puede usar en el carrito)
      </label>
      <CrudFormActions pending={save.isPending} submitLabel={isNew ? 'Crear cupón' : 'Guardar cambios'} />
    </Form>
  );
}
