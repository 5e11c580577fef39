import { useFormContext } from 'react-hook-form';
import { Field, inputA11y } from '@/components/ui/form';
import { useBrandChoices } from '../api/form-brands';
import type { ProductFormValues } from '../lib/product-form-values';

/** The brand by name, with the store's brands as suggestions; empty means 'Sin marca'. */
export function BrandField({ id }: { id: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const brands = useBrandChoices();
  const error = errors.brand?.message;
  const hint = brands.isError
    ? 'No se pudieron cargar las marcas: escribe el nombre exacto de una marca existente.'
    : 'Elige una marca existente o déjalo vacío (sin marca).';

  return (
    <Field id={id} label="Marca" error={error} hint={hint}>
      <input
        className="form-input"
        autoComplete="off"
        list={`${id}-list`}
        placeholder="Sin marca"
        {...inputA11y(id, error, true)}
        {...register('brand')}
      />
      <datalist id={`${id}-list`}>
        {(brands.data ?? []).map((brand) => (
          <option key={brand.id} value={brand.name}>
            {brand.is_active ? undefined : `${brand.name} (inactiva)`}
          </option>
        ))}
      </datalist>
    </Field>
  );
}
