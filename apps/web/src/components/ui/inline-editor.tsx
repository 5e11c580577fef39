import { Check, X } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { Spinner } from './spinner';

type InlineEditorProps = {
  /** Accessible name of the input. */
  label: string;
  initial: string;
  saving: boolean;
  /** Gets the typed text; returns 'invalid' to point the value out instead of sending it. */
  onSubmit: (text: string) => 'invalid' | undefined;
  onCancel: () => void;
  /** Shown under the field after onSubmit said 'invalid', until the text changes. */
  invalidMessage: string;
  /** What sets the field apart: its type, keyboard and step, and its width class. */
  input: Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'step' | 'min'> & { widthClass: string };
};

/**
 * A value edited in place, with Guardar and Cancelar buttons: Enter saves, Escape cancels. Nothing
 * is submitted, and Escape does not close it, while a save is running. The caller parses the text.
 */
export function InlineEditor({
  label,
  initial,
  saving,
  onSubmit,
  onCancel,
  invalidMessage,
  input: { widthClass, ...inputProps },
}: InlineEditorProps) {
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const submit = () => {
    if (!saving && onSubmit(value) === 'invalid') setInvalid(true);
  };

  return (
    <div className="inline-flex flex-col items-end">
      <div className="inline-flex items-center gap-1">
        <input
          {...inputProps}
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          // biome-ignore lint/a11y/noAutofocus: the editor opens on the value the user just chose
          autoFocus
          value={value}
          readOnly={saving}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              if (!saving) onCancel();
            }
          }}
          className={`form-input ${widthClass} px-2 py-1.5 text-right tabular-nums`}
        />
        <button
          type="button"
          onClick={submit}
          disabled={saving}
          aria-busy={saving || undefined}
          aria-label="Guardar"
          className="grid size-8 shrink-0 place-items-center rounded-md bg-brand-800 text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {saving ? <Spinner className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={saving}
          aria-label="Cancelar"
          className="grid size-8 shrink-0 place-items-center rounded-md border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {invalidMessage}
        </p>
      ) : null}
    </div>
  );
}
