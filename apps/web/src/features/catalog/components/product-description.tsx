import { htmlText, sanitizeHtml, truncateHtml } from '@mayorista/shared/html';
import { useId, useMemo, useState } from 'react';
import { DESCRIPTION_LIMIT, shouldShowDescription } from '../lib/description';

const proseClass =
  'text-[15px] leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900 [&_h4]:mt-3 [&_h4]:mb-1.5 [&_h4]:font-semibold [&_h4]:text-stone-900 [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_strong]:text-stone-900 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5';

/** Sanitized description, cut at 350 characters with 'Ver más' / 'Ver menos' (storefront §9). */
export function ProductDescription({ html }: { html: string | null | undefined }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // The same on the server and in the browser (the sanitizer needs no DOM): drawn with the page.
  const prepared = useMemo(() => {
    const full = sanitizeHtml(html);
    const short = truncateHtml(full, DESCRIPTION_LIMIT);
    return { full, short: short.truncated ? short.html : null, text: htmlText(full) };
  }, [html]);

  if (!shouldShowDescription(prepared.text)) return null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-stone-900">
        Descripción
      </h2>
      <div
        id={`${id}-body`}
        className={proseClass}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml (the one allow-list) above
        dangerouslySetInnerHTML={{ __html: expanded || !prepared.short ? prepared.full : prepared.short }}
      />
      {prepared.short && (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          className="mt-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          {expanded ? 'Ver menos' : 'Ver más'}
        </button>
      )}
    </section>
  );
}
