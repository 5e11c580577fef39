import { z } from 'zod';

/**
 * One string rule for every text the API accepts (bodies, query strings, path parameters) and every
 * form of the web app: no control characters. PostgreSQL cannot store NUL (0x00) and the others
 * (except tab, line feed and carriage return in multi-line text) have no business in a name, a
 * search or a message.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'El texto contiene caracteres no permitidos.';

// C0 controls except \t \n \r, DEL, C1 controls, and lone surrogates (invalid UTF-16).
const CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** A string without control characters (tab and line breaks allowed). Chain `.trim()`, `.max()`... */
export const safeText = (message?: string) =>
  z.string(message ? { message } : undefined).refine((value) => !hasControlCharacters(value), {
    message: CONTROL_CHARACTERS_MESSAGE,
  });

/**
 * The slug a name makes (categories, blog posts, the demo's files and SKUs): no accents, lower case,
 * every run of other characters one hyphen, none at the ends. 'Macetas & Sustratos' -> 'macetas-sustratos'.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
