type Searchable = {
  username: string;
  email: string;
  business_name?: string | null;
  phone_number?: string | null;
  dni?: string | null;
};

/** Pending users search of accounts §5: case-insensitive substring over username, e-mail, business, phone and DNI. */
export function filterPendingUsers<T extends Searchable>(users: T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase('es');
  if (!needle) return users;
  return users.filter((user) =>
    [user.username, user.email, user.business_name, user.phone_number, user.dni].some((value) =>
      (value ?? '').toLocaleLowerCase('es').includes(needle),
    ),
  );
}
