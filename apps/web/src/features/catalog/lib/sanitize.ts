/**
 * Defensive allow-list sanitizer for product descriptions. The server already sanitizes on write
 * (DOMAIN.md); this second pass keeps a bad record from ever running script in the storefront.
 */
import { cutText, escapeHtml, hasMarkup, plainTextToHtml } from './description';

export const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a']);

/** Removed together with their content; any other unknown element is unwrapped. */
const DROPPED_TAGS = new Set([
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

export type TagDecision = 'keep' | 'drop' | 'unwrap';

export function tagDecision(tagName: string): TagDecision {
  const name = tagName.toLowerCase();
  if (ALLOWED_TAGS.has(name)) return 'keep';
  if (DROPPED_TAGS.has(name)) return 'drop';
  return 'unwrap';
}

/** Only absolute http(s) links survive. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function parse(html: string): HTMLElement | null {
  if (typeof DOMParser === 'undefined') return null;
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

function cleanElement(element: Element): void {
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const el = child as Element;
    const decision = tagDecision(el.tagName);
    if (decision === 'drop') {
      el.remove();
      continue;
    }
    cleanElement(el);
    if (decision === 'unwrap') {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    const href = el.tagName.toLowerCase() === 'a' ? safeHref(el.getAttribute('href')) : null;
    for (const attribute of Array.from(el.attributes)) el.removeAttribute(attribute.name);
    if (href) {
      el.setAttribute('href', href);
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
}

/** Sanitized HTML; without a DOM (tests, SSR) every tag is escaped. */
export function sanitizeHtml(html: string | null | undefined): string {
  const source = (html ?? '').trim();
  if (!source) return '';
  const prepared = hasMarkup(source) ? source : plainTextToHtml(source);
  const body = parse(prepared);
  if (!body) return escapeHtml(source);
  cleanElement(body);
  return body.innerHTML;
}

export function htmlText(html: string): string {
  const body = parse(html);
  return body ? (body.textContent ?? '') : html.replace(/<[^>]*>/g, '');
}

/** Cuts already-sanitized HTML after `max` characters of text, keeping the markup balanced. */
export function truncateHtml(html: string, max: number): { html: string; truncated: boolean } {
  const body = parse(html);
  if (!body) {
    const text = html.replace(/<[^>]*>/g, '');
    return text.length > max
      ? { html: `${escapeHtml(cutText(text, max))}…`, truncated: true }
      : { html, truncated: false };
  }
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  let used = 0;
  let cutNode: Text | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const length = text.data.length;
    if (used + length > max) {
      text.data = `${cutText(text.data, max - used)}…`;
      cutNode = text;
      break;
    }
    used += length;
  }
  if (!cutNode) return { html, truncated: false };

  let current: Node | null = cutNode;
  while (current && current !== body) {
    while (current.nextSibling) current.nextSibling.remove();
    current = current.parentNode;
  }
  return { html: body.innerHTML, truncated: true };
}
