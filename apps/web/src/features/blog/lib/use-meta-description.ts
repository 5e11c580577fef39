import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` (index.html has one for the whole store) while the
 * screen is shown, and gives the store's back when it leaves.
 */
export function useMetaDescription(content: string | undefined) {
  useEffect(() => {
    if (!content) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}
