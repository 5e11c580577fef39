import type { Offer } from '@mayorista/shared/marketing';
import { useId, useState } from 'react';
import { CrudFormActions, CrudModal } from '@/components/crud/crud-modal';
import type { Editing } from '@/components/crud/crud-page';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { useModalDirty } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import { useSaveOffer } from '../api/save-offer';
import {
  OFFER_MESSAGES,
  type OfferFormValues,
  offerBody,
  offerDefaults,
  offerFormSchema,
  offerToForm,
} from '../lib/offer-form';
import { OfferProductPicker, type PickedProduct } from './offer-product-picker';

const FIELDS = ['name', 'discount', 'start_date', 'end_date'] as const;

/** Create or edit an offer: name, discount, start and end, and its products. */
export function OfferModal({ editing, onClose }: { editing: Editing<Offer>; onClose: () => void }) {
  const save = useSaveOffer();
  return (
    <CrudModal
      editing={editing}
      onClose={onClose}
      busy={save.isPending}
      size="lg"
      title={{ create: 'Nueva oferta', edit: 'Editar oferta' }}
      description="El descuento se aplica a los productos elegidos solo entre el inicio y el fin."
    >
      {(item) => <OfferForm editing={item} onClose={onClose} save={save} />}
    </CrudModal>
  );
}

function OfferForm({
  editing,
  onClose,
  save,
}: {
  editing: Offer | 'new';
  onClose: () => void;
  save: ReturnType<typeof useSaveOffer>;
}) {
  const id = useId();
  const isNew = editing === 'new';
  const form = useZodForm(offerFormSchema, { defaultValues: isNew ? offerDefaults() : offerToForm(editing) });
  const [selected, setSelected] = useState<Map<number, PickedProduct>>(
    () =>
      new Map(
        isNew
          ? []
          : editing.products.map((productId) => {
              const detail = editing.product_details.find((product) => product.id === productId);
              return [
                productId,
                {
                  id: productId,
                  name: detail?.name ?? `Producto ${productId}`,
                  brand: detail?.brand ?? null,
                },
              ];
            }),
      ),
  );
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const initialProducts = isNew ? [] : editing.products;
  const productsChanged =
    selected.size !== new Set(initialProducts).size ||
    initialProducts.some((productId) => !selected.has(productId));
  useModalDirty(isDirty || productsChanged);

  const toggle = (product: PickedProduct, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(product.id, product);
      else next.delete(product.id);
      return next;
    });

  const onSubmit = async (values: OfferFormValues) => {
    try {
      await save.mutateAsync({
        id: isNew ? undefined : editing.id,
        body: offerBody(values, [...selected.keys()]),
      });
      notify.success(isNew ? OFFER_MESSAGES.created : OFFER_MESSAGES.updated);
      onClose();
    } catch (error) {
      setServerErrors(form, error, { fields: FIELDS, fallback: OFFER_MESSAGES.saveFailed });
      notify.error(OFFER_MESSAGES.saveFailed);
    }
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const err = (name: keyof OfferFormValues) => errors[name]?.message;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field id={fieldId('name')} label="Nombre" required error={err('name')}>
          <input
            type="text"
            maxLength={200}
            className="form-input"
            {...inputA11y(fieldId('name'), err('name'))}
            {...register('name')}
          />
        </Field>
        <Field id={fieldId('discount')} label="Descuento (%)" required error={err('discount')}>
          <input
            type="number"
            min={0}
            max={100}
            step="0.01"
            inputMode="decimal"
            className="form-input"
            {...inputA11y(fieldId('discount'), err('discount'))}
            {...register('discount')}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('start_date')} label="Inicio" required error={err('start_date')}>
          <input
            type="datetime-local"
            className="form-input"
            {...inputA11y(fieldId('start_date'), err('start_date'))}
            {...register('start_date')}
          />
        </Field>
        <Field id={fieldId('end_date')} label="Fin" required error={err('end_date')}>
          <input
            type="datetime-local"
            className="form-input"
            {...inputA11y(fieldId('end_date'), err('end_date'))}
            {...register('end_date')}
          />
        </Field>
      </div>
      <OfferProductPicker selected={selected} onToggle={toggle} />
      <CrudFormActions pending={save.isPending} submitLabel={isNew ? 'Crear oferta' : 'Guardar cambios'} />
    </Form>
  );
}
