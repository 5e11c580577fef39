import { z } from 'zod';

/** `{detail, code?}`: the body of every non-field error. */
export const ErrorSchema = z.object({ detail: z.string(), code: z.string().optional() });
/** `{field: [message]}`: input errors. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export const BadRequestSchema = z.union([ErrorSchema, FieldErrorsSchema]);

/** Error responses for a route's schema, by status. */
export function errorResponses(...statuses: Array<400 | 401 | 403 | 404 | 409 | 429>) {
  const responses: Partial<
    Record<400 | 401 | 403 | 404 | 409 | 429, typeof ErrorSchema | typeof BadRequestSchema>
  > = {};
  for (const status of statuses) responses[status] = status === 400 ? BadRequestSchema : ErrorSchema;
  return responses;
}

export const MessageSchema = z.object({ message: z.string() });

export const LoginResponseSchema = z.object({
  access: z.string(),
  is_staff: z.boolean(),
  username: z.string(),
  user_id: z.number(),
  is_active: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const ProfileResponseSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  dni: z.string(),
  cuit: z.string(),
  business_name: z.string(),
  business_address: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
});

/** Pending user / customer fields of accounts §3. */
export const AccountFieldsSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  business_name: z.string(),
  business_address: z.string(),
  phone_number: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  dni: z.string(),
  cuit: z.string(),
  business_type: z.string(),
  extra_info: z.string(),
  date_joined: z.string(),
});

export const CustomerListItemSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  dni: z.string(),
  business_name: z.string(),
  phone_number: z.string(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  total_orders: z.number(),
  total_spent: z.number(),
  last_purchase: z.string().nullable(),
  date_joined: z.string(),
  name: z.string(),
});

export const CustomerDetailSchema = AccountFieldsSchema.extend({
  name: z.string(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  email_verified: z.boolean(),
  last_login: z.string().nullable(),
  total_orders: z.number(),
  total_spent: z.number(),
  last_purchase: z.string().nullable(),
  recent_orders: z.array(
    z.object({ id: z.number(), created_at: z.string(), status: z.string(), total: z.number() }),
  ),
});

export const InvitationCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  max_uses: z.number(),
  current_uses: z.number(),
  remaining_uses: z.number(),
  expires_at: z.string(),
  is_active: z.boolean(),
  is_valid: z.boolean(),
  status: z.enum(['Desactivado', 'Expirado', 'Agotado', 'Activo']),
  created_by: z.number().nullable(),
  created_by_username: z.string().nullable(),
  created_at: z.string(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    current_page: z.number(),
    total_pages: z.number(),
    results: z.array(item),
  });
