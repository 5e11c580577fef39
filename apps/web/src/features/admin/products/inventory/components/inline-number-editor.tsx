import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

type InlineNumberEditorProps = {
  /** Accessible name of the input ('Precio de {name}'). */
  label: string;
  initial: string;
  /** 0.01 for prices, 1 for stock (backoffice §5). */
  step: number;
  integer?: boolean;
  saving: boolean;
  onSave: (value: number) => void;
  onCancel: () => void;
};

export const INVALID_NUMBER = 'Ingresa un número válido';

/**
 * The quick editor of a price or a stock (backoffice §4): Enter saves, Escape cancels. Nothing is
 * sent while the field is empty or a save is running; a value that is not a number of the right
 * kind (negative, or with decimals for stock) is pointed out instead of sent.
 */
export function InlineNumberEditor({
  label,
  initial,
  step,
  integer = false,
  saving,
  onSave,
  onCancel,
}: InlineNumberEditorProps) {
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const submit = () => {
    if (saving) return;
    const text = value.trim().replace(',', '.');
    if (text === '') return;
    const number = Number(text);
    if (!Number.isFinite(number) || number < 0 || (integer && !Number.isInteger(number))) {
      setInvalid(true);
      return;
    }
    onSave(number);
  };

  return (
    <div className="inline-flex flex-col items-end">
      <div className="inline-flex items-center gap-1">
        <input
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          // biome-ignore lint/a11y/noAutofocus: the editor opens on the value the user just clicked
          autoFocus
          step={step}
          min={0}
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
          className="form-input w-28 px-2 py-1.5 text-right tabular-nums"
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
          {INVALID_NUMBER}
        </p>
      ) : null}
    </div>
  );
}
