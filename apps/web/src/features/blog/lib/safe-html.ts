/**
 * A second pass over a post's body before it is shown: the server already sanitized it on write
 * (the product description's allow-list); this keeps a bad record from ever running script here.
 */
const ALLOWED = new Set([
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
]);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
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

const safeHref = (href: string | null) => {
  const value = href?.trim() ?? '';
  return /^(https?:\/\/|mailto:)/i.test(value) ? value : null;
};

function clean(element: Element) {
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const el = child as Element;
    const name = el.tagName.toLowerCase();
    if (DROPPED.has(name)) {
      el.remove();
      continue;
    }
    clean(el);
    if (!ALLOWED.has(name)) {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    const href = name === 'a' ? safeHref(el.getAttribute('href')) : null;
    for (const attribute of Array.from(el.attributes)) el.removeAttribute(attribute.name);
    if (href) {
      el.setAttribute('href', href);
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The body as safe HTML; plain text (no tags) becomes paragraphs. Without a DOM every tag is escaped. */
export function safePostHtml(html: string): string {
  const source = html.trim();
  if (!source) return '';
  const prepared = /<[a-z][\s\S]*>/i.test(source)
    ? source
    : source
        .split(/\n{2,}/)
        .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
        .join('');
  if (typeof DOMParser === 'undefined') return escapeHtml(source);
  const body = new DOMParser().parseFromString(`<body>${prepared}</body>`, 'text/html').body;
  clean(body);
  return body.innerHTML;
}

/** The text of some markup, spaces collapsed (for a meta description). */
export function plainText(html: string): string {
  const text =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
