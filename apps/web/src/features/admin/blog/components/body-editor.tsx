import { type Ref, useRef } from 'react';
import { applyFormatting, FORMATTINGS } from '../lib/formatting';

type BodyEditorProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  describedBy?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

/** The post's body: HTML in a textarea, with buttons that wrap the selection in simple markup. */
export function BodyEditor({
  id,
  value,
  onChange,
  onBlur,
  error,
  describedBy,
  textareaRef,
}: BodyEditorProps) {
  const local = useRef<HTMLTextAreaElement | null>(null);

  const format = (formattingId: string) => {
    const textarea = local.current;
    const formatting = FORMATTINGS.find((item) => item.id === formattingId);
    if (!textarea || !formatting) return;
    const next = applyFormatting(value, textarea.selectionStart, textarea.selectionEnd, formatting);
    onChange(next.text);
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  return (
    <div className="overflow-hidden rounded-lg border border-stone-300 focus-within:border-brand-700">
      <div
        role="toolbar"
        aria-label="Formato del contenido"
        aria-controls={id}
        className="flex flex-wrap gap-1 border-b border-stone-200 bg-stone-50 p-1.5"
      >
        {FORMATTINGS.map((formatting) => (
          <button
            key={formatting.id}
            type="button"
            onClick={() => format(formatting.id)}
            className="rounded-md px-2.5 py-1.5 text-xs font-semibold text-stone-700 hover:bg-white hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-800"
          >
            {formatting.label}
          </button>
        ))}
      </div>
      <textarea
        id={id}
        ref={(node) => {
          local.current = node;
          if (typeof textareaRef === 'function') textareaRef(node);
          else if (textareaRef) textareaRef.current = node;
        }}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        rows={12}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full resize-y border-0 px-3.5 py-3 font-mono text-sm text-stone-900 outline-none"
      />
    </div>
  );
}
