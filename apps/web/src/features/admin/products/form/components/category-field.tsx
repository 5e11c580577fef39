import { CATEGORY_MESSAGES } from '@mayorista/shared/catalog-admin';
import { FolderPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ApiError, errorMessage } from '@/api/client';
import { Field, inputA11y } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useCategoryChoices, useCreateCategory } from '../api/form-categories';
import type { ProductFormValues } from '../lib/product-form-values';

export const CATEGORY_CREATE_FAILED = 'Error al crear la categoría';
const CATEGORY_CREATED = 'Categoría creada';
const CATEGORIES_FAILED = 'Error al cargar las categorías';

/** The first server message of a failed category create, after the spec's text. */
function createFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.body && typeof error.body === 'object') {
    const body = error.body as Record<string, unknown>;
    const first = [body.name, body.parent, body.detail].flat().find((item) => typeof item === 'string');
    if (first) return `${CATEGORY_CREATE_FAILED}: ${first}`;
  }
  return error instanceof ApiError && error.kind !== 'http'
    ? errorMessage(error, CATEGORY_CREATE_FAILED)
    : CATEGORY_CREATE_FAILED;
}

/** The category select ('A > B' paths, main categories first) and the inline 'Nueva categoría'. */
export function CategoryField({ id }: { id: string }) {
  const { control, setValue } = useFormContext<ProductFormValues>();
  // Controlled: the product's category may arrive before its option does (the tree loads apart).
  const { field, fieldState } = useController({ control, name: 'category' });
  const categories = useCategoryChoices();
  const create = useCreateCategory();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const newId = useId();
  const error = fieldState.error?.message;

  const close = () => {
    setAdding(false);
    setName('');
    setParent('');
    setProblem(null);
  };

  const submit = async () => {
    if (!name.trim()) {
      setProblem(CATEGORY_MESSAGES.nameRequired);
      return;
    }
    setProblem(null);
    try {
      const category = await create.mutateAsync({
        name: name.trim(),
        parent: parent ? Number(parent) : null,
      });
      await categories.refetch();
      setValue('category', String(category.id), { shouldDirty: true, shouldValidate: true });
      notify.success(CATEGORY_CREATED);
      close();
    } catch (failure) {
      const message = createFailure(failure);
      setProblem(message);
      notify.error(CATEGORY_CREATE_FAILED);
    }
  };

  const choices = categories.data ?? [];

  return (
    <div className="sm:col-span-2">
      <Field
        id={id}
        label="Categoría"
        required
        error={error}
        hint={categories.isError ? CATEGORIES_FAILED : undefined}
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <select
            className="form-input min-w-0 flex-1"
            {...inputA11y(id, error, categories.isError)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            <option value="">
              {categories.isPending ? 'Cargando categorías...' : 'Seleccionar categoría'}
            </option>
            {choices.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.label}
              </option>
            ))}
          </select>
          <div className="flex gap-2">
            {categories.isError ? (
              <button
                type="button"
                className="btn-secondary px-3.5"
                onClick={() => void categories.refetch()}
              >
                Reintentar
              </button>
            ) : null}
            <button
              type="button"
              className="btn-secondary px-3.5"
              aria-expanded={adding}
              aria-controls={`${newId}-panel`}
              onClick={() => (adding ? close() : setAdding(true))}
            >
              <FolderPlus aria-hidden="true" className="size-4" /> Nueva categoría
            </button>
          </div>
        </div>
      </Field>
      {adding ? (
        <fieldset
          id={`${newId}-panel`}
          className="mt-3 grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold text-stone-800">Nueva categoría</legend>
          <Field id={`${newId}-name`} label="Nombre de la categoría" required error={problem ?? undefined}>
            <input
              className="form-input"
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                // Enter here creates the category, not the product.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void submit();
                }
              }}
              {...inputA11y(`${newId}-name`, problem ?? undefined)}
            />
          </Field>
          <Field id={`${newId}-parent`} label="Dentro de (opcional)">
            <select
              id={`${newId}-parent`}
              className="form-input"
              value={parent}
              onChange={(event) => setParent(event.target.value)}
            >
              <option value="">Ninguna (categoría principal)</option>
              {choices.map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {choice.label}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
            <button type="button" className="btn-secondary" onClick={close} disabled={create.isPending}>
              Cancelar
            </button>
            <button
              type="button"
              className="btn-primary"
              onClick={() => void submit()}
              disabled={create.isPending}
              aria-busy={create.isPending || undefined}
            >
              {create.isPending ? <Spinner className="size-4" /> : null}
              {create.isPending ? 'Creando...' : 'Crear categoría'}
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
