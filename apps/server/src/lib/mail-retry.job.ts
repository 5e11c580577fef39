/**
 * Retries the outbox's failed e-mails with backoff (issue 14 item 3), once across processes.
 *
 * STUB (pre-wired): the retry lands with the jobs work.
 */
import type { AppInstance } from '../app.ts';
import type { JobDefinition } from './jobs.ts';

export function mailRetryJob(_app: AppInstance): JobDefinition {
  return { name: 'mail-retry', everyMs: 60_000, run: async () => {} };
}
