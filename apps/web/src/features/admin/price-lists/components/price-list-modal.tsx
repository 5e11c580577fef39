import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_MIN,
  type PriceList,
  PriceListInputSchema,
} from '@mayorista/shared/price-lists';
import { useId } from 'react';
import type { z } from 'zod';
import { CrudFormActions, CrudModal } from '@/components/crud/crud-modal';
import type { Editing } from '@/components/crud/crud-page';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { useModalDirty } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import { useSavePriceList } from '../api/save-price-list';
import { PRICE_LIST_TEXTS } from '../lib/messages';

const FIELDS = ['name', 'adjustment_percent', 'min_order_amount'] as const;

type PriceListModalProps = {
  /** null: closed; 'new': create; a list: edit it. */
  editing: Editing<PriceList>;
  onClose: () => void;
};

/** Create or edit a price list: its name, its adjustment on the base price and an optional minimum order. */
export function PriceListModal({ editing, onClose }: PriceListModalProps) {
  const save = useSavePriceList();
  return (
    <CrudModal
      editing={editing}
      onClose={onClose}
      busy={save.isPending}
      title={{ create: 'Nueva lista de precios', edit: 'Editar lista de precios' }}
      description={(list) => list.name}
    >
      {(item) => <PriceListForm editing={item} onClose={onClose} save={save} />}
    </CrudModal>
  );
}

const text = (value: number | null) => (value == null ? '' : String(value));

function PriceListForm({
  editing,
  onClose,
  save,
}: {
  editing: PriceList | 'new';
  onClose: () => void;
  save: ReturnType<typeof useSavePriceList>;
}) {
  const id = useId();
  const isNew = editing === 'new';
  const form = useZodForm(PriceListInputSchema, {
    defaultValues: isNew
      ? { name: '', adjustment_percent: '0', min_order_amount: '' }
      : {
          name: editing.name,
          adjustment_percent: String(editing.adjustment_percent),
          min_order_amount: text(editing.min_order_amount),
        },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);

  const onSubmit = async (values: z.output<typeof PriceListInputSchema>) => {
    try {
      await save.mutateAsync({ id: isNew ? undefined : editing.id, body: values });
      notify.success(isNew ? PRICE_LIST_TEXTS.created : PRICE_LIST_TEXTS.updated);
      onClose();
    } catch (error) {
      const failure = setServerErrors(form, error, { fields: FIELDS, fallback: PRICE_LIST_TEXTS.saveFailed });
      notify.error(failure.form ?? PRICE_LIST_TEXTS.saveFailed);
    }
  };

  const fieldId = (name: (typeof FIELDS)[number]) => `${id}-${name}`;
  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message as string | undefined;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <Field id={fieldId('name')} label="Nombre" required error={message('name')}>
        <input
          type="text"
          maxLength={100}
          autoComplete="off"
          placeholder="Por ejemplo: Kiosco"
          className="form-input"
          {...inputA11y(fieldId('name'), message('name'))}
          {...register('name')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fieldId('adjustment_percent')}
          label="Ajuste (%)"
          required
          error={message('adjustment_percent')}
          hint="Sobre el precio base: -10 es 10 % menos, 12 es 12 % más."
        >
          <input
            type="number"
            inputMode="decimal"
            min={ADJUSTMENT_MIN}
            max={ADJUSTMENT_MAX}
            step={0.01}
            className="form-input"
            {...inputA11y(fieldId('adjustment_percent'), message('adjustment_percent'), true)}
            {...register('adjustment_percent')}
          />
        </Field>
        <Field
          id={fieldId('min_order_amount')}
          label="Pedido mínimo ($)"
          error={message('min_order_amount')}
          hint="Opcional. Vacío: sin mínimo."
        >
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className="form-input"
            {...inputA11y(fieldId('min_order_amount'), message('min_order_amount'), true)}
            {...register('min_order_amount')}
          />
        </Field>
      </div>
      {!isNew && editing.is_default ? (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
          Es la lista predeterminada: la usan los clientes sin lista asignada.
        </p>
      ) : null}
      <CrudFormActions pending={save.isPending} submitLabel={isNew ? 'Crear lista' : 'Guardar cambios'} />
    </Form>
  );
}
