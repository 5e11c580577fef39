import { InlineEditor } from '@/components/ui/inline-editor';

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
  const submit = (value: string) => {
    const text = value.trim().replace(',', '.');
    if (text === '') return;
    const number = Number(text);
    if (!Number.isFinite(number) || number < 0 || (integer && !Number.isInteger(number))) return 'invalid';
    onSave(number);
  };

  return (
    <InlineEditor
      label={label}
      initial={initial}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
      invalidMessage={INVALID_NUMBER}
      input={{ type: 'number', inputMode: integer ? 'numeric' : 'decimal', step, min: 0, widthClass: 'w-28' }}
    />
  );
}
