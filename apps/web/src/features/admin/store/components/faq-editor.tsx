import { FAQ_MAX_ENTRIES, type SiteConfigFormInput } from '@mayorista/shared/settings';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Field, inputA11y } from '@/components/ui/form';

const ICON_BUTTON =
  'grid size-9 place-items-center rounded-lg text-stone-700 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 disabled:hover:bg-transparent';

/** Preguntas frecuentes: add, edit, remove and move entries; empty, the storefront shows its own. */
export function FaqEditor({ idPrefix }: { idPrefix: string }) {
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = useFormContext<SiteConfigFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'faq' });
  const listError = errors.faq?.message ?? errors.faq?.root?.message;

  const add = () => {
    append({ question: '', answer: '' }, { shouldFocus: false });
    setTimeout(() => setFocus(`faq.${fields.length}.question`), 0);
  };

  return (
    <div className="space-y-4">
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-5 text-center text-sm text-stone-600">
          No cargaste preguntas: la tienda muestra las preguntas frecuentes de siempre.
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const questionId = `${idPrefix}-faq-${field.id}-question`;
            const answerId = `${idPrefix}-faq-${field.id}-answer`;
            const entryErrors = errors.faq?.[index];
            return (
              <li key={field.id} className="rounded-xl border border-stone-200 bg-stone-50/60 p-3 sm:p-4">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-stone-700">Pregunta {index + 1}</span>
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      className={ICON_BUTTON}
                      aria-label={`Subir la pregunta ${index + 1}`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={ICON_BUTTON}
                      aria-label={`Bajar la pregunta ${index + 1}`}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={`${ICON_BUTTON} text-red-700 hover:bg-red-50`}
                      aria-label={`Quitar la pregunta ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </div>
                <div className="space-y-3">
                  <Field id={questionId} label="Pregunta" required error={entryErrors?.question?.message}>
                    <input
                      className="form-input"
                      {...inputA11y(questionId, entryErrors?.question?.message)}
                      {...register(`faq.${index}.question`)}
                    />
                  </Field>
                  <Field id={answerId} label="Respuesta" required error={entryErrors?.answer?.message}>
                    <textarea
                      rows={3}
                      className="form-input"
                      {...inputA11y(answerId, entryErrors?.answer?.message)}
                      {...register(`faq.${index}.answer`)}
                    />
                  </Field>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-secondary"
        onClick={add}
        disabled={fields.length >= FAQ_MAX_ENTRIES}
      >
        <Plus aria-hidden="true" className="size-4" /> Agregar pregunta
      </button>
      {fields.length >= FAQ_MAX_ENTRIES ? (
        <p className="text-xs text-stone-600">Llegaste al máximo de {FAQ_MAX_ENTRIES} preguntas.</p>
      ) : null}
    </div>
  );
}
