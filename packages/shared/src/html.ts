/**
 * The HTML of product descriptions and blog posts, written once (docs/decisions/049): one allow-list,
 * used by the server's `sanitize-html` on write (catalog descriptions, blog bodies) and by this
 * renderer, which draws the stored markup on the server and in the browser (docs/decisions/038).
 *
 * The renderer needs no DOM, so the server draws the same markup the browser will: the input is
 * read as a list of tags and text, and the output is written from scratch, holding only allowed tags
 * without attributes (a link's checked `href`), text with `&`, `<` and `>` escaped, and every tag
 * closed. Whatever the input's quirks, nothing but that can come out.
 */

/** The tags stored and shown; any other element is unwrapped (its text kept) or dropped (HTML_DROPPED_TAGS). */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
  'span',
] as const;

/** The schemes a link may use (absolute links only: no relative or protocol-relative ones). */
export const HTML_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

const ALLOWED_TAGS: ReadonlySet<string> = new Set(HTML_ALLOWED_TAGS);

/** Removed together with their content; any other unknown element is unwrapped. */
export const HTML_DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'head',
  'title',
]);

/** Elements without content or end tag: dropping one drops nothing after it. */
const VOID_TAGS = new Set(['br', 'input', 'link', 'meta', 'base', 'embed', 'img', 'hr', 'wbr', 'frame']);

export type TagDecision = 'keep' | 'drop' | 'unwrap';

export function tagDecision(tagName: string): TagDecision {
  const name = tagName.toLowerCase();
  if (ALLOWED_TAGS.has(name)) return 'keep';
  if (HTML_DROPPED_TAGS.has(name)) return 'drop';
  return 'unwrap';
}

/** Only absolute links of HTML_LINK_SCHEMES survive (http and https with their `//`). */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(value)) return null;
  try {
    const url = new URL(value);
    return (HTML_LINK_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1)) ? url.href : null;
  } catch {
    return null;
  }
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

/** Named references a description is likely to hold (Spanish text); others stay as written. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  uuml: 'ü',
  Uuml: 'Ü',
  iexcl: '¡',
  iquest: '¿',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  middot: '·',
  bull: '•',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
};

/** Text as the browser would show it (character references read). */
export function decodeText(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, (reference, name: string) => {
    if (name[0] !== '#') return Object.hasOwn(NAMED, name) ? NAMED[name] : reference;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : '\ufffd';
  });
}

/** Text written back as markup: only `&`, `<` and `>` need escaping outside attributes. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; attributes: string }
  | { kind: 'close'; name: string };

/** Start and end tags (attribute values may hold `>` when quoted), comments and other `<!`/`<?` declarations. */
const MARKUP =
  /<(\/?)([a-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)|<\/[^a-z>][^>]*>/gi;

/** The input as text and tags; comments and declarations are left out. */
function tokens(html: string): Token[] {
  const found: Token[] = [];
  let last = 0;
  for (const match of html.matchAll(MARKUP)) {
    if (match.index > last) found.push({ kind: 'text', text: decodeText(html.slice(last, match.index)) });
    last = match.index + match[0].length;
    if (match[2] === undefined) continue;
    const name = match[2].toLowerCase();
    found.push(match[1] ? { kind: 'close', name } : { kind: 'open', name, attributes: match[3] ?? '' });
  }
  if (last < html.length) found.push({ kind: 'text', text: decodeText(html.slice(last)) });
  return found;
}

function hrefOf(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  return match ? safeHref(decodeText(match[1] ?? match[2] ?? match[3] ?? '')) : null;
}

const selfClosing = (token: Extract<Token, { kind: 'open' }>) => token.attributes.trimEnd().endsWith('/');

/** The index of the token that ends a dropped element opened at `start` (its content goes with it). */
function endOfDropped(list: Token[], start: number, name: string): number {
  let depth = 0;
  for (let index = start; index < list.length; index++) {
    const token = list[index];
    if (token.kind === 'open' && token.name === name && !selfClosing(token)) depth++;
    else if (token.kind === 'close' && token.name === name && --depth === 0) return index;
  }
  return list.length;
}

const BLOCKS = new Set(['p', 'ul', 'ol', 'h2', 'h3', 'h4']);

/** How many open elements stay open when `name` starts (the HTML parser's implied end tags, for these tags). */
function impliedEnd(open: string[], name: string): number {
  if (BLOCKS.has(name)) {
    const paragraph = open.lastIndexOf('p');
    if (paragraph >= 0) return paragraph;
  }
  if (name === 'li') {
    const item = open.lastIndexOf('li');
    if (item >= 0 && item > Math.max(open.lastIndexOf('ul'), open.lastIndexOf('ol'))) return item;
  }
  return open.length;
}

/** An allowed start tag as the output holds it: no attributes but a link's checked `href`. */
function startTag(token: Extract<Token, { kind: 'open' }>): string {
  if (token.name !== 'a') return `<${token.name}>`;
  const href = hrefOf(token.attributes);
  return href ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer nofollow">` : '<a>';
}

/** Sanitized HTML: the allowed tags of the input, balanced, with its text. */
export function sanitizeHtml(html: string | null | undefined): string {
  const source = (html ?? '').trim();
  if (!source) return '';
  const list = tokens(hasMarkup(source) ? source : plainTextToHtml(source));
  const open: string[] = [];
  let out = '';
  for (let index = 0; index < list.length; index++) {
    const token = list[index];
    if (token.kind === 'text') {
      out += escapeText(token.text);
      continue;
    }
    const decision = tagDecision(token.name);
    if (decision === 'drop') {
      if (token.kind === 'open' && !VOID_TAGS.has(token.name) && !selfClosing(token))
        index = endOfDropped(list, index, token.name);
      continue;
    }
    if (decision === 'unwrap') continue;
    if (token.kind === 'open') {
      if (token.name === 'br') {
        out += startTag(token);
        continue;
      }
      // What the browser's parser would close first: a paragraph before a block, a list item before the next.
      const implied = impliedEnd(open, token.name);
      while (open.length > implied) out += `</${open.pop()}>`;
      out += startTag(token);
      open.push(token.name);
      continue;
    }
    const at = open.lastIndexOf(token.name);
    if (at < 0) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** The text of sanitized HTML, as it reads on screen. */
export function htmlText(html: string): string {
  return tokens(html)
    .flatMap((token) => (token.kind === 'text' ? [token.text] : []))
    .join('');
}

/** Cuts sanitized HTML after `max` characters of text, closing the tags left open. */
export function truncateHtml(html: string, max: number): { html: string; truncated: boolean } {
  const open: string[] = [];
  let used = 0;
  let out = '';
  for (const token of tokens(html)) {
    if (token.kind === 'open') {
      out += startTag(token);
      if (token.name !== 'br') open.push(token.name);
    } else if (token.kind === 'close') {
      out += `</${token.name}>`;
      open.splice(open.lastIndexOf(token.name), 1);
    } else if (used + token.text.length > max) {
      out += `${escapeText(cutText(token.text, max - used))}…`;
      while (open.length > 0) out += `</${open.pop()}>`;
      return { html: out, truncated: true };
    } else {
      used += token.text.length;
      out += escapeText(token.text);
    }
  }
  return { html, truncated: false };
}
