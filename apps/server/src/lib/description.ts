import { HTML_ALLOWED_TAGS, HTML_LINK_SCHEMES } from '@mayorista/shared/html';
import sanitizeHtml from 'sanitize-html';

/**
 * Product descriptions may carry markup (DOMAIN.md): it is cleaned on write with an allow-list, so
 * what the database holds can be shown as is. Links keep http, https and mailto only and open
 * nothing with access to this page. The allow-list is the one of packages/shared/src/html.ts, whose
 * renderer draws the stored markup on the server and in the browser (a second line; decision 049).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: [...HTML_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, rel: 'noopener noreferrer' } : {},
    }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
