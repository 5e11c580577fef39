/** Description rules of storefront §9: truncated at 350 characters, shown only when longer than 8. */

export const DESCRIPTION_LIMIT = 350;
export const DESCRIPTION_MIN_LENGTH = 8;

export function shouldShowDescription(text: string | null | undefined): boolean {
  return (text ?? '').trim().length > DESCRIPTION_MIN_LENGTH;
}

export function needsTruncation(textLength: number, limit = DESCRIPTION_LIMIT): boolean {
  return textLength > limit;
}

/** The text helpers of the one HTML renderer (packages/shared/src/html.ts, decision 049). */
export { cutText, hasMarkup, plainTextToHtml } from '@mayorista/shared/html';
