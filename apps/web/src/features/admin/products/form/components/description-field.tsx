import { Bold, Italic, List, Pilcrow } from 'lucide-react';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, inputA11y } from '@/components/ui/form';
import type { ProductFormValues } from '../lib/product-form-values';

type Format = { label: string; icon: typeof Bold; before: string; after: string; perLine?: boolean };

export const FORMATS: Format[] = [
  { label: 'Negrita', icon: Bold, before: '<strong>', after: '</strong>' },
  { label: 'Cursiva', icon: Italic, before: '<em>', after: '</em>' },
  { label: 'Párrafo', icon: Pilcrow, before: '<p>', after: '</p>' },
  { label: 'Lista', icon: List, before: '<ul>\n', after: '\n</ul>', perLine: true },
];

/** Wraps the selected text (or the cursor) in a format's tags; a list makes one item per selected line. */
export function applyFormat(value: string, start: number, end: number, format: Format) {
  const selected = value.slice(start, end);
  const inner = format.perLine
    ? selected
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `<li>${line}</li>`)
        .join('\n') || '<li></li>'
    : selected;
  const text = `${value.slice(0, start)}${format.before}${inner}${format.after}${value.slice(end)}`;
  const from = start + format.before.length;
  return { text, from, to: from + inner.length };
}

/** The description (§2.1): a textarea with buttons for the simple markup the server keeps. */
export function DescriptionField({ id }: { id: string }) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const element = useRef<HTMLTextAreaElement | null>(null);
  const registration = register('description');
  const error = errors.description?.message;

  const format = (choice: Format) => {
    const textarea = element.current;
    if (!textarea) return;
    const result = applyFormat(
      getValues('description'),
      textarea.selectionStart,
      textarea.selectionEnd,
      choice,
    );
    setValue('description', result.text, { shouldDirty: true });
    textarea.focus();
    textarea.setSelectionRange(result.from, result.to);
  };

  return (
    <Field
      id={id}
      label="Descripción"
      error={error}
      hint="Admite formato simple (negrita, cursiva, párrafos, listas y enlaces); se limpia al guardar."
      className="sm:col-span-2"
    >
      <div
        role="toolbar"
        aria-label="Formato de la descripción"
        aria-controls={id}
        className="mb-2 flex flex-wrap gap-1.5"
      >
        {FORMATS.map((choice) => (
          <button
            key={choice.label}
            type="button"
            onClick={() => format(choice)}
            className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-stone-800 hover:border-brand-700 hover:text-brand-800"
          >
            <choice.icon aria-hidden="true" className="size-3.5" /> {choice.label}
          </button>
        ))}
      </div>
      <textarea
        rows={7}
        className="form-input font-mono text-sm"
        {...inputA11y(id, error, true)}
        {...registration}
        ref={(node) => {
          registration.ref(node);
          element.current = node;
        }}
      />
    </Field>
  );
}
