/** '-' for an empty value, as in the admin tables of accounts §2. */
export const dash = (value: string | null | undefined) => (value?.trim() ? value : '-');
