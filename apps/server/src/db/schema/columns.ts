import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is numeric(14,2) (ARCHITECTURE.md), read as a JS number. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
