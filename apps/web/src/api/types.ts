/** The account fields an admin sees for a pending user or a customer (accounts §3). */
export type { AccountDetails } from '@mayorista/shared/accounts';
