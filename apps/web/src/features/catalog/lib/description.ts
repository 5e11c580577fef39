/** Description rules of storefront §9: truncated at 350 characters, shown only when longer than 8. */

export const DESCRIPTION_LIMIT = 350;
export const DESCRIPTION_MIN_LENGTH = 8;

export function shouldShowDescription(text: string | null | undefined): boolean {
  return (text ?? '').trim().length > DESCRIPTION_MIN_LENGTH;
}

export function needsTruncation(textLength: number, limit = DESCRIPTION_LIMIT): boolean {
  return textLength > limit;
}

/**
 * First `max` characters of `text`, backing off to the last space when one is near the cut so
 * words are not split.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max));
  const atBoundary = /\s/.test(text.charAt(cut.length));
  const lastSpace = cut.search(/\s\S*$/);
  const trimmed = !atBoundary && lastSpace > max - 30 && lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return trimmed.replace(/[\s,;:.-]+$/, '');
}

export function hasMarkup(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain-text descriptions keep their line breaks. */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
