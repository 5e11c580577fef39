import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMinutes, OutboxListQuerySchema } from './mail.ts';

describe('mail retry backoff', () => {
  it('waits 1, 5, 15, 60 and 240 minutes, then gives up after the 6th attempt', () => {
    expect([1, 2, 3, 4, 5].map(mailRetryDelayMinutes)).toEqual([1, 5, 15, 60, 240]);
    expect(MAIL_MAX_ATTEMPTS).toBe(6);
    expect(mailRetryDelayMinutes(6)).toBeNull();
    expect(mailRetryDelayMinutes(7)).toBeNull();
    expect(mailRetryDelayMinutes(0)).toBeNull();
  });

  it('filters the outbox by a known status only', () => {
    expect(OutboxListQuerySchema.safeParse({ status: 'failed', page: '2' }).success).toBe(true);
    expect(OutboxListQuerySchema.safeParse({ status: 'perdido' }).success).toBe(false);
  });
});
