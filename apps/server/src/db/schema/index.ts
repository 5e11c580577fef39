/** Every table of the database, from the files that define them (drizzle-kit reads this file). */
export * from './accounts.ts';
export * from './buyers.ts';
export * from './current-accounts.ts';
export * from './fiscal.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './price-history.ts';
export * from './tables.ts';
