/**
 * A post's body is drawn by the one HTML renderer (`sanitizeHtml` of packages/shared/src/html.ts,
 * decision 049): the server sanitized it on write with the same allow-list; the renderer keeps a bad
 * record from ever running script here and needs no DOM. These are the meta description's helpers.
 */
import { htmlText } from '@mayorista/shared/html';

/** The text of some markup, spaces collapsed (for a meta description). */
export function plainText(html: string): string {
  return htmlText(html).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
