/** The formatting buttons of the body editor: each wraps the selection (or a placeholder) in markup. */
export type Formatting = { id: string; label: string; before: string; after: string; placeholder: string };

export const FORMATTINGS: Formatting[] = [
  { id: 'bold', label: 'Negrita', before: '<strong>', after: '</strong>', placeholder: 'texto' },
  { id: 'italic', label: 'Cursiva', before: '<em>', after: '</em>', placeholder: 'texto' },
  { id: 'heading', label: 'Subtítulo', before: '<h2>', after: '</h2>\n', placeholder: 'Subtítulo' },
  { id: 'paragraph', label: 'Párrafo', before: '<p>', after: '</p>\n', placeholder: 'Párrafo' },
  { id: 'list', label: 'Lista', before: '<ul>\n  <li>', after: '</li>\n</ul>\n', placeholder: 'Elemento' },
  {
    id: 'link',
    label: 'Enlace',
    before: '<a href="https://">',
    after: '</a>',
    placeholder: 'texto del enlace',
  },
];

/** The new text and the selection to keep after applying a formatting to [start, end). */
export function applyFormatting(
  text: string,
  start: number,
  end: number,
  formatting: Formatting,
): { text: string; selectionStart: number; selectionEnd: number } {
  const selected = text.slice(start, end) || formatting.placeholder;
  const next = `${text.slice(0, start)}${formatting.before}${selected}${formatting.after}${text.slice(end)}`;
  const selectionStart = start + formatting.before.length;
  return { text: next, selectionStart, selectionEnd: selectionStart + selected.length };
}
