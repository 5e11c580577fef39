import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PRICE_LIST_TEXTS, parsePrice } from '../lib/messages';

type PriceCellEditorProps = {
  /** Accessible name of the input ('Precio especial de {producto}'). */
  label: string;
  initial: number;
  saving: boolean;
  onSave: (price: number) => void;
  /** The field was emptied and confirmed: the screen asks before removing the override. */
  onClear: () => void;
  onCancel: () => void;
};

/**
 * The inline editor of a special price: Enter saves, Escape cancels, an empty field asks to remove
 * the special price. A value that is not a price above 0 is pointed out instead of sent.
 */
export function PriceCellEditor({ label, initial, saving, onSave, onClear, onCancel }: PriceCellEditorProps) {
  const [value, setValue] = useState(String(initial));
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const submit = () => {
    if (saving) return;
    const price = parsePrice(value);
    if (price === null) onClear();
    else if (Number.isNaN(price)) setInvalid(true);
    else if (price === initial) onCancel();
    else onSave(price);
  };

  return (
    <div className="inline-flex flex-col items-end">
      <div className="inline-flex items-center gap-1">
        <input
          type="text"
          inputMode="decimal"
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          // biome-ignore lint/a11y/noAutofocus: the editor opens on the price the user just chose
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
          className="form-input w-32 px-2 py-1.5 text-right tabular-nums"
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
          {PRICE_LIST_TEXTS.invalidPrice}
        </p>
      ) : null}
    </div>
  );
}
