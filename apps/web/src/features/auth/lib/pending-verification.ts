import { readTabValue, removeTabValue, writeTabValue } from '@/lib/tab-storage';

/**
 * The registration's verification step, kept in this tab so a reload comes back to the code instead
 * of a blank form (docs/decisions/042). Another day, the login leads to it.
 */
const KEY = 'pending-verification';

export type PendingVerification = { email: string; invited: boolean };

export function readPendingVerification(): PendingVerification | null {
  const kept = readTabValue(KEY);
  if (!kept || typeof kept !== 'object') return null;
  const { email, invited } = kept as Record<string, unknown>;
  return typeof email === 'string' && email ? { email, invited: invited === true } : null;
}

export const savePendingVerification = (pending: PendingVerification) => writeTabValue(KEY, pending);
export const clearPendingVerification = () => removeTabValue(KEY);
