import { InlineEditor } from '@/components/ui/inline-editor';
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
  const submit = (text: string) => {
    const price = parsePrice(text);
    if (price === null) onClear();
    else if (Number.isNaN(price)) return 'invalid';
    else if (price === initial) onCancel();
    else onSave(price);
  };

  return (
    <InlineEditor
      label={label}
      initial={String(initial)}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
      invalidMessage={PRICE_LIST_TEXTS.invalidPrice}
      input={{ type: 'text', inputMode: 'decimal', widthClass: 'w-32' }}
    />
  );
}
