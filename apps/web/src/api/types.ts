/** A DRF-style page as every list endpoint of the API answers it (docs/api.md). */
export type Paged<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  current_page: number;
  total_pages: number;
  results: T[];
};

/** The account fields an admin sees for a pending user or a customer (accounts §3). */
export type AccountDetails = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  business_name: string;
  business_address: string;
  phone_number: string;
  instagram: string;
  facebook: string;
  dni: string;
  cuit: string;
  business_type: string;
  extra_info: string;
  date_joined: string;
};
