import { readTabValue, removeTabValue, writeTabValue } from '@/lib/tab-storage';

/**
 * The contact form's draft, kept in this tab while the visitor goes to log in, so nothing typed is
 * lost on the way (docs/decisions/042); removed once the message is sent.
 */
const DRAFT_KEY = 'contact-draft';
const FIELDS = ['nombre', 'email', 'telefono', 'city', 'negocio', 'motivo', 'mensaje'] as const;

export type ContactDraft = Partial<Record<(typeof FIELDS)[number], string>>;

/** The text fields of a value (a kept draft, the form's values); nothing else. */
function draftOf(value: unknown): ContactDraft {
  const draft: ContactDraft = {};
  if (!value || typeof value !== 'object') return draft;
  for (const field of FIELDS) {
    const text = (value as Record<string, unknown>)[field];
    if (typeof text === 'string') draft[field] = text;
  }
  return draft;
}

/** The kept draft; null when there is none. */
export function readContactDraft(): ContactDraft | null {
  const kept = readTabValue(DRAFT_KEY);
  return kept ? draftOf(kept) : null;
}

export const saveContactDraft = (values: unknown) => writeTabValue(DRAFT_KEY, draftOf(values));
export const clearContactDraft = () => removeTabValue(DRAFT_KEY);
