import { SALE_UNIT_LABELS, SALE_UNITS, saleUnitLabel } from '@mayorista/shared/sale-units';
import { useFormContext } from 'react-hook-form';
import { Field, inputA11y } from '@/components/ui/form';
import type { ProductFormValues } from '../lib/product-form-values';

type QuantityField = 'units_per_pack' | 'min_quantity' | 'quantity_step';

/** The sale unit and the quantity rule (decision 052): what a buyer orders and in which steps. */
export function SaleUnitFields({ id }: { id: string }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [unit, perPack] = watch(['sale_unit', 'units_per_pack']);
  const fieldId = (name: string) => `${id}-${name}`;
  const error = (name: QuantityField | 'sale_unit') => errors[name]?.message as string | undefined;
  const number = (name: QuantityField, label: string, hint: string) => (
    <Field id={fieldId(name)} label={label} required error={error(name)} hint={hint}>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className="form-input"
        {...inputA11y(fieldId(name), error(name), true)}
        {...register(name)}
      />
    </Field>
  );
  const perPackNumber = Number(perPack);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        id={fieldId('sale_unit')}
        label="Unidad de venta"
        error={error('sale_unit')}
        hint={`El cliente ve: ${saleUnitLabel(unit, Number.isInteger(perPackNumber) ? perPackNumber : 1)}`}
      >
        {/* Controlled by the form's value: the loaded unit shows even before the select's first change. */}
        <select
          className="form-input"
          value={unit ?? 'unidad'}
          {...inputA11y(fieldId('sale_unit'), error('sale_unit'), true)}
          {...register('sale_unit')}
        >
          {SALE_UNITS.map((value) => (
            <option key={value} value={value}>
              {SALE_UNIT_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      {number('units_per_pack', 'Unidades por envase', 'Cuántas unidades trae cada una (Caja x 12: 12).')}
      {number('min_quantity', 'Cantidad mínima', 'En unidades de venta; múltiplo del paso.')}
      {number('quantity_step', 'Múltiplo de venta', 'Se vende de a esta cantidad (1: cualquier cantidad).')}
    </div>
  );
}
