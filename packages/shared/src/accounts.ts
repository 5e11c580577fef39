import { z } from 'zod';
import { PageSchema } from './api.ts';
import { PriceListSummarySchema } from './price-lists.ts';
import {
  cuitText,
  dniText,
  IvaConditionSchema,
  normalizeDni,
  type TaxProfile,
  type TaxProfileField,
  taxProfileProblems,
} from './tax-profile.ts';
import { safeText } from './text.ts';

/** Organization types of the create-customer and register forms (accounts §3). */
export const BUSINESS_TYPES = [
  'Grow Shop',
  'Farmacia',
  'Dispensario',
  'Asociación',
  'Club Cannábico',
  'Otro',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Contact form options (accounts §3). */
export const NEGOCIO_OPTIONS = ['growshop', 'tabaqueria', 'ONG', 'otro'] as const;
export const MOTIVO_OPTIONS = [
  'Consulta sobre productos',
  'Estoy empezando un Grow Shop',
  'Tengo una tabaqueria',
  'Soy de una ONG',
  'Quiero comprar al por mayor',
  'Estado de pedido',
  'Problemas con envío',
  'Soporte técnico',
  'Colaboración',
  'Sugerencias',
  'Otro',
] as const;

export const USERNAME_MIN = 4;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const DNI_MIN = 7;
export const CODE_LENGTH = 6;
export const INVITATION_MAX_USES = 1000;
export const INVITATION_MIN_LEAD_MINUTES = 30;
export const INVITATION_DESCRIPTION_MAX = 255;
export const CUSTOMER_PAGE_SIZE = 10;
export const INVITATION_PAGE_SIZE = 9;

const SIX_DIGITS = /^\d{6}$/;
// Letters (any script), digits and . _ + -; no '@' so a username never looks like someone's e-mail.
const USERNAME_PATTERN = /^[\p{L}\p{N}._+-]+$/u;
const PHONE_PATTERN = /^\+?[\d\s()-]{6,30}$/;

/**
 * The customer fields of an account (accounts §3), written once (decision 049): each one's label,
 * hint and autocomplete as every form shows them (a form may reword one: 'Facebook (opcional)') and
 * its length, the users column's own. The register, profile and create-customer schemas build their
 * fields from it; the server maps them to the users columns with one function (auth, customer-fields).
 */
export type CustomerFieldSpec = { label: string; max: number; hint?: string; autoComplete?: string };
const customerFields = {
  first_name: { label: 'Nombre', max: 150, autoComplete: 'given-name' },
  last_name: { label: 'Apellido', max: 150, autoComplete: 'family-name' },
  business_name: { label: 'Nombre del negocio', max: 200, autoComplete: 'organization' },
  business_type: { label: 'Tipo de negocio', max: 50 },
  business_address: { label: 'Dirección del negocio', max: 300, autoComplete: 'street-address' },
  phone_number: { label: 'Teléfono', max: 30, autoComplete: 'tel' },
  dni: { label: 'DNI', max: 20 },
  cuit: { label: 'CUIT/CUIL', max: 20, hint: 'Sin guiones' },
  /** One of IVA_CONDITIONS (tax-profile.ts), '' when not given. */
  iva_condition: { label: 'Condición frente al IVA', max: 30 },
  instagram: { label: 'Instagram', max: 100, hint: 'Sin @' },
  facebook: { label: 'Facebook', max: 200 },
  extra_info: { label: 'Comentarios', max: 2000 },
} satisfies Record<string, CustomerFieldSpec>;
export type CustomerField = keyof typeof customerFields;
export const CUSTOMER_FIELDS: Readonly<Record<CustomerField, CustomerFieldSpec>> = customerFields;

/**
 * A required, trimmed text: missing and blank give the same message. Checks do not abort, so an
 * object-level rule (passwords match) still runs; the first message of a field is the one to show.
 */
const requiredText = (required: string, max: number) =>
  safeText(required)
    .trim()
    .min(1, { message: required })
    .max(max, { message: `No puede tener más de ${max} caracteres` });

const boundedText = (max: number) =>
  safeText()
    .trim()
    .max(max, { message: `No puede tener más de ${max} caracteres` });
const optionalText = (max: number) => boundedText(max).optional();

/** A customer field as the profile and the admin's create customer take it: optional, trimmed, bounded. */
const customerText = (field: CustomerField) => optionalText(CUSTOMER_FIELDS[field].max);
/** A customer field the registration requires. */
const requiredCustomerText = (field: CustomerField, required: string) =>
  requiredText(required, CUSTOMER_FIELDS[field].max);

/**
 * The tax profile's check (issue 31) on a whole form or body: CUIT with its check digit, the CUIT a
 * condition needs, the DNI's digits; each message on its field. It runs even while other fields are
 * still invalid (like the password confirmation), so every message shows at once. `previous`: the
 * stored profile, when only what changes is checked (tax-profile.ts).
 */
export function taxProfileCheck(previous?: TaxProfile) {
  return [
    (value: Partial<Record<TaxProfileField, string>>, ctx: z.RefinementCtx) => {
      const next = {
        cuit: value.cuit ?? previous?.cuit ?? '',
        dni: value.dni ?? previous?.dni ?? '',
        iva_condition: value.iva_condition ?? previous?.iva_condition ?? '',
      };
      const problems = taxProfileProblems(next, previous);
      // The condition's own value is the enum's to refuse; only what it implies is added here.
      for (const field of ['cuit', 'dni'] as const) {
        const message = problems[field];
        if (message) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    {
      when: (payload: { value: unknown }) => {
        const value = payload.value;
        if (typeof value !== 'object' || value === null) return false;
        const fields = value as Record<string, unknown>;
        return ['cuit', 'dni', 'iva_condition'].every(
          (field) => fields[field] === undefined || typeof fields[field] === 'string',
        );
      },
    },
  ] as const;
}

const emailField = (messages: { required: string; invalid: string }) =>
  safeText(messages.required)
    .trim()
    .toLowerCase()
    .min(1, { message: messages.required })
    .max(254, { message: 'El email no puede tener más de 254 caracteres' })
    .email({ message: messages.invalid });

const usernameField = (required: string) =>
  requiredText(required, 150)
    .min(USERNAME_MIN, { message: 'El nombre de usuario debe tener al menos 4 caracteres' })
    .regex(USERNAME_PATTERN, {
      message: 'El nombre de usuario solo puede contener letras, números y los signos . _ + -',
    });

const passwordMax = { message: 'La contraseña no puede tener más de 256 caracteres' };

/** A password as typed (never trimmed). */
const passwordText = (required: string) =>
  safeText(required).min(1, { message: required }).max(256, passwordMax);

const passwordField = (required: string, tooShort: string) =>
  passwordText(required).min(PASSWORD_MIN, { message: tooShort });

const firstNameField = requiredCustomerText('first_name', 'El nombre es requerido').min(NAME_MIN, {
  message: 'El nombre debe tener al menos 2 caracteres',
});
const lastNameField = requiredCustomerText('last_name', 'El apellido es requerido').min(NAME_MIN, {
  message: 'El apellido debe tener al menos 2 caracteres',
});

/** Instagram is stored without the leading @. */
const instagramValue = (value: string) => value.replace(/^@+/, '');

export const codeField = (required = 'El código debe tener 6 dígitos') =>
  safeText(required).trim().regex(SIX_DIGITS, { message: 'El código debe tener 6 dígitos' });

const invitationCodeField = safeText()
  .trim()
  .refine((value) => value === '' || SIX_DIGITS.test(value), {
    message: 'El código de invitación debe tener 6 dígitos',
  })
  .optional();

const businessTypeField = z.enum(BUSINESS_TYPES, { message: 'El tipo de negocio es requerido' });

/** A search box of the admin lists. */
const searchField = safeText()
  .max(200, { message: 'La búsqueda no puede tener más de 200 caracteres' })
  .optional();

/** `{message}`: the answer of calls that only confirm. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Login and registration

/** What POST /auth/login/ accepts: a user name or e-mail and a password. */
export const LoginRequestSchema = z.object(
  {
    username: requiredText('El usuario es requerido', 254),
    password: passwordText('La contraseña es requerida'),
  },
  { message: 'El usuario y la contraseña son requeridos' },
);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The login form: the request plus the spec's minimum lengths (accounts §5). */
export const LoginSchema = LoginRequestSchema.extend({
  username: requiredText('El usuario es requerido', 254).min(USERNAME_MIN, {
    message: 'El usuario debe tener al menos 4 caracteres',
  }),
  password: passwordField('La contraseña es requerida', 'La contraseña debe tener al menos 6 caracteres'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** The login answer: a fresh access token plus the account fields the web keeps (accounts §3). */
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
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const VerifyAdminResponseSchema = z.object({ is_admin: z.boolean(), username: z.string() });
export type VerifyAdminResponse = z.infer<typeof VerifyAdminResponseSchema>;

/** Registration fields without the confirmation rule (use it to `.extend`/`.pick` in forms). */
export const RegisterBaseSchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  username: usernameField('El nombre de usuario es requerido'),
  email: emailField({ required: 'El email es requerido', invalid: 'Ingrese un email válido' }),
  password: passwordField('La contraseña es requerida', 'La contraseña debe tener al menos 6 caracteres'),
  password2: passwordText('Confirma tu contraseña'),
  business_name: requiredCustomerText('business_name', 'El nombre del negocio es requerido'),
  business_address: requiredCustomerText('business_address', 'La dirección del negocio es requerida'),
  phone_number: requiredCustomerText('phone_number', 'El teléfono es requerido'),
  dni: requiredCustomerText('dni', 'El DNI es requerido').transform(normalizeDni),
  cuit: cuitText.optional(),
  iva_condition: IvaConditionSchema.optional(),
  business_type: businessTypeField,
  instagram: requiredCustomerText('instagram', 'El Instagram es requerido').transform(instagramValue),
  facebook: customerText('facebook'),
  extra_info: customerText('extra_info'),
  invitation_code: invitationCodeField,
});

/** Options of a "passwords match" refinement, checked even while other fields are still invalid. */
const mismatch = (first: string, second: string) => ({
  message: 'Las contraseñas no coinciden',
  path: [second],
  when: (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.[first] === 'string' && typeof value?.[second] === 'string';
  },
});

export const RegisterSchema = RegisterBaseSchema.refine(
  (value) => value.password === value.password2,
  mismatch('password', 'password2'),
).superRefine(...taxProfileCheck());
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const RegisterResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  user_id: z.number(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** Registration or e-mail-change code check: the e-mail and the 6-digit code. */
export const VerificationCodeSchema = z.object({
  email: emailField({ required: 'El código y el email son requeridos', invalid: 'Ingrese un email válido' }),
  code: codeField(),
});
export type VerificationCodeInput = z.infer<typeof VerificationCodeSchema>;

/** Active accounts (invitation) come back logged in; others only with the waiting message. */
export const VerifyEmailResponseSchema = z.object({
  message: z.string(),
  is_active: z.boolean(),
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  access: z.string().optional(),
  is_staff: z.boolean().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const ResendVerificationSchema = z.object({
  email: emailField({ required: 'El email es requerido', invalid: 'Ingrese un email válido' }),
});
export type ResendVerificationInput = z.infer<typeof ResendVerificationSchema>;

/** The page an e-mailed sign-in link opens; the token travels in the fragment (#), never to a server log. */
export const LOGIN_LINK_PATH = '/acceso';

/** POST /auth/login-link/: the user name or e-mail of the account that wants a sign-in link. */
export const LoginLinkRequestSchema = z.object({
  username: requiredText('Ingresa tu usuario o email', 254),
});
export type LoginLinkRequest = z.infer<typeof LoginLinkRequestSchema>;

/** POST /auth/login-link/verify/: the token of the e-mailed link. */
export const LoginLinkVerifySchema = z.object({
  token: requiredText('El enlace para ingresar no es válido o ya venció. Pide uno nuevo.', 100),
});
export type LoginLinkVerify = z.infer<typeof LoginLinkVerifySchema>;

export const ValidateInvitationSchema = z.object({
  code: safeText('El código de invitación debe tener 6 dígitos')
    .trim()
    .regex(SIX_DIGITS, { message: 'El código de invitación debe tener 6 dígitos' }),
});
export type ValidateInvitationInput = z.infer<typeof ValidateInvitationSchema>;

export const InvitationValidationSchema = z.object({
  valid: z.boolean(),
  description: z.string(),
  remaining_uses: z.number(),
  message: z.string(),
});
export type InvitationValidation = z.infer<typeof InvitationValidationSchema>;

// ---------------------------------------------------------------------------------------------
// Account settings

/** The current user (GET /auth/profile/, /auth/me/): never the password hash or internal flags. */
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
  iva_condition: z.string().describe("Condición frente al IVA; '' si no la informó"),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
});
export type Profile = z.infer<typeof ProfileResponseSchema>;

/** GET /auth/me/ and /auth/profile/: the profile and, for a buyer, the price list they buy with. */
export const MeResponseSchema = ProfileResponseSchema.extend({
  price_list: PriceListSummarySchema.nullable().describe(
    'La lista de precios del comprador; null para staff',
  ),
});
export type Me = z.infer<typeof MeResponseSchema>;

/** The personal data form of "Mi cuenta"; the server accepts any subset of it. */
export const ProfileSchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  email: emailField({ required: 'Ingrese un email válido', invalid: 'Ingrese un email válido' }),
  phone_number: customerText('phone_number'),
  business_address: customerText('business_address'),
  business_name: customerText('business_name'),
  dni: dniText.optional(),
  cuit: cuitText.optional(),
  iva_condition: IvaConditionSchema.optional(),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

/** PUT /auth/profile/: profile fields, or {email, verification_code} to confirm an e-mail change. */
export const ProfileUpdateSchema = ProfileSchema.partial().extend({
  verification_code: codeField().optional(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

export const ProfileUpdateResponseSchema = ProfileResponseSchema.extend({ message: z.string() });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;

/** What POST /auth/change-password/ receives. */
export const ChangePasswordBaseSchema = z.object({
  old_password: passwordText('Ingresa tu contraseña actual'),
  new_password: passwordField(
    'Ingresa la nueva contraseña',
    'La nueva contraseña debe tener al menos 6 caracteres',
  ),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordBaseSchema>;

/** The change-password form: the call's fields plus the confirmation. */
export const ChangePasswordSchema = ChangePasswordBaseSchema.extend({
  confirm_password: passwordText('Confirma la nueva contraseña'),
}).refine(
  (value) => value.new_password === value.confirm_password,
  mismatch('new_password', 'confirm_password'),
);
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** A new token: the change bumps the token version, so earlier sessions stop working. */
export const ChangePasswordResponseSchema = z.object({ message: z.string(), access: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

export const EmailChangeRequestSchema = z.object({
  type: z.literal('EMAIL_CHANGE', { message: 'Tipo de verificación no válido' }).default('EMAIL_CHANGE'),
  new_email: emailField({ required: 'Ingrese un email válido', invalid: 'Ingrese un email válido' }),
  password: passwordText('Por favor ingresa tu contraseña'),
});
export type EmailChangeRequestInput = z.infer<typeof EmailChangeRequestSchema>;

export const EmailChangeResponseSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChangeResponse = z.infer<typeof EmailChangeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: pending accounts and customers

const PRICE_LIST_INVALID = 'La lista de precios no es válida';
/** A customer's price list (decision 052): a list's id; null (or the default list's id) = the default. */
const priceListField = z
  .number({ error: PRICE_LIST_INVALID })
  .int({ message: PRICE_LIST_INVALID })
  .positive({ message: PRICE_LIST_INVALID })
  .max(2_147_483_647, { message: PRICE_LIST_INVALID })
  .nullable();

/** A customer's list as the admin screens show it: its id (null = the default list) and its name. */
const customerPriceList = {
  price_list: z.number().nullable().describe('Lista de precios del cliente; null: la predeterminada'),
  price_list_name: z.string(),
};

/** The account fields an admin sees for a pending user or a customer (accounts §3). */
export const AccountDetailsSchema = z.object({
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
  iva_condition: z.string().describe("Condición frente al IVA; '' si no la informó"),
  business_type: z.string(),
  extra_info: z.string(),
  date_joined: z.string(),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

export const PendingUsersQuerySchema = z.object({ search: searchField });
export type PendingUsersQuery = z.infer<typeof PendingUsersQuerySchema>;
export const PendingUsersSchema = z.array(AccountDetailsSchema);

/** Answer of approve, reject and unlock: the message and the account's id. */
export const AccountActionResponseSchema = z.object({ message: z.string(), id: z.number() });
export type AccountActionResponse = z.infer<typeof AccountActionResponseSchema>;

export const CustomersQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,9}$/, { message: 'page debe ser un número entero positivo' })
    .transform(Number)
    .refine((value) => value >= 1, { message: 'page debe ser un número entero positivo' })
    .optional(),
  search: searchField,
  price_list: z
    .string()
    .regex(/^\d{1,9}$/, { message: PRICE_LIST_INVALID })
    .transform(Number)
    .optional()
    .describe('Solo los clientes de esa lista (la predeterminada incluye a los que no tienen)'),
});
export type CustomersQuery = z.infer<typeof CustomersQuerySchema>;

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
  ...customerPriceList,
});
export type CustomerListItem = z.infer<typeof CustomerListItemSchema>;

export const CustomerPageSchema = PageSchema(CustomerListItemSchema);
export type CustomerPage = z.infer<typeof CustomerPageSchema>;

export const CustomerOrderSummarySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  status: z.string(),
  total: z.number(),
});

export const CustomerDetailSchema = AccountDetailsSchema.extend({
  name: z.string(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  email_verified: z.boolean(),
  last_login: z.string().nullable(),
  /** Locked for unknown addresses after repeated failed logins (docs/decisions/008); staff can lift it. */
  login_locked: z.boolean(),
  login_locked_until: z.string().nullable(),
  total_orders: z.number(),
  total_spent: z.number(),
  last_purchase: z.string().nullable(),
  recent_orders: z.array(CustomerOrderSummarySchema),
  ...customerPriceList,
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

/** The create-customer fields without the tax check (use it to `.pick` in forms). */
export const CreateCustomerBaseSchema = z.object({
  username: usernameField('El nombre de usuario es requerido'),
  email: emailField({
    required: 'El correo electrónico es requerido',
    invalid: 'Ingrese un correo electrónico válido',
  }),
  password: passwordField('La contraseña es requerida', 'La contraseña debe tener al menos 6 caracteres'),
  dni: safeText()
    .trim()
    .max(CUSTOMER_FIELDS.dni.max, {
      message: `El DNI no puede tener más de ${CUSTOMER_FIELDS.dni.max} caracteres`,
    })
    .refine((value) => value === '' || value.length >= DNI_MIN, {
      message: 'El DNI debe tener al menos 7 caracteres',
    })
    .transform(normalizeDni)
    .optional(),
  business_name: customerText('business_name'),
  business_address: customerText('business_address'),
  phone_number: customerText('phone_number'),
  instagram: boundedText(CUSTOMER_FIELDS.instagram.max).transform(instagramValue).optional(),
  facebook: customerText('facebook'),
  cuit: cuitText.optional(),
  iva_condition: IvaConditionSchema.optional(),
  business_type: z.union([businessTypeField, z.literal('')]).optional(),
  extra_info: customerText('extra_info'),
  price_list: priceListField.optional(),
});

export const CreateCustomerSchema = CreateCustomerBaseSchema.superRefine(...taxProfileCheck());
export type CreateCustomerInput = z.infer<typeof CreateCustomerSchema>;

export const CreateCustomerResponseSchema = CustomerDetailSchema.extend({ message: z.string() });
export type CreateCustomerResponse = z.infer<typeof CreateCustomerResponseSchema>;

/**
 * PATCH /auth/customers/{id}/: what staff change on a customer's profile: the price list and the tax
 * profile (issue 31; checked against the stored one: only what changes).
 */
export const CustomerUpdateSchema = z.object({
  price_list: priceListField.optional(),
  cuit: cuitText.optional(),
  dni: dniText.optional(),
  iva_condition: IvaConditionSchema.optional(),
});
export type CustomerUpdateInput = z.infer<typeof CustomerUpdateSchema>;

/** POST /auth/approve-user/{id}/: optionally the list the new customer buys with (default otherwise). */
export const ApproveUserSchema = z.object({ price_list: priceListField.optional() });
export type ApproveUserInput = z.infer<typeof ApproveUserSchema>;

export const BlockCustomerResponseSchema = z.object({
  message: z.string(),
  id: z.number(),
  is_blocked: z.boolean(),
});
export type BlockCustomerResponse = z.infer<typeof BlockCustomerResponseSchema>;

/** The admin "contact customer" modal. */
export const ContactCustomerSchema = z.object({
  subject: requiredText('Por favor complete todos los campos', 200),
  message: requiredText('Por favor complete todos los campos', 5000),
});
export type ContactCustomerInput = z.infer<typeof ContactCustomerSchema>;

export const ContactCustomerResponseSchema = z.object({ message: z.string(), delivered: z.boolean() });
export type ContactCustomerResponse = z.infer<typeof ContactCustomerResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: invitation codes

const maxUsesField = z
  .number({ message: 'La cantidad máxima de usos es requerida' })
  .int({ message: 'La cantidad máxima de usos debe ser un número entero' })
  .min(1, { message: 'La cantidad máxima de usos debe ser al menos 1' })
  .max(INVITATION_MAX_USES, { message: 'La cantidad máxima de usos no puede ser mayor a 1000' });

const expiresAtField = safeText('La fecha de expiración es requerida')
  .min(1, { message: 'La fecha de expiración es requerida', abort: true })
  .max(64, { message: 'La fecha de expiración no es válida', abort: true })
  .refine((value) => !Number.isNaN(Date.parse(value)), {
    message: 'La fecha de expiración no es válida',
    abort: true,
  })
  .refine((value) => Date.parse(value) >= Date.now() + INVITATION_MIN_LEAD_MINUTES * 60_000, {
    message: 'La fecha de expiración debe ser al menos 30 minutos en el futuro',
  });

const descriptionField = safeText()
  .trim()
  .max(INVITATION_DESCRIPTION_MAX, { message: 'La descripción no puede tener más de 255 caracteres' });

export const InvitationCodeFormSchema = z.object({
  description: descriptionField,
  max_uses: maxUsesField,
  expires_at: expiresAtField,
  is_active: z.boolean({ message: 'is_active debe ser verdadero o falso' }),
});
export type InvitationCodeFormInput = z.infer<typeof InvitationCodeFormSchema>;

/**
 * POST /auth/invitation-codes/: what the form requires (accounts §5): max_uses and expires_at;
 * description optional (empty) and active unless told otherwise. A call without a body is refused.
 */
export const InvitationCodeCreateSchema = z.object(
  {
    ...InvitationCodeFormSchema.shape,
    description: descriptionField.optional(),
    is_active: InvitationCodeFormSchema.shape.is_active.optional(),
  },
  { message: 'La cantidad máxima de usos y la fecha de expiración son requeridas' },
);
export type InvitationCodeCreateInput = z.infer<typeof InvitationCodeCreateSchema>;

/** PUT /auth/invitation-codes/{id}/: any of the form's fields, each checked as in the form. */
export const InvitationCodeInputSchema = z.object(InvitationCodeFormSchema.partial().shape, {
  message: 'Los datos del código no son válidos',
});
export type InvitationCodeInput = z.infer<typeof InvitationCodeInputSchema>;

/** Defaults of the create form: one use, expiring in a day, active. */
export function invitationDefaults(now = new Date()): InvitationCodeFormInput {
  return {
    description: '',
    max_uses: 1,
    expires_at: new Date(now.getTime() + 24 * 60 * 60_000).toISOString(),
    is_active: true,
  };
}

export const INVITATION_STATUSES = ['Desactivado', 'Expirado', 'Agotado', 'Activo'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Display status of accounts §4: Desactivado, then Expirado, then Agotado, else Activo. */
export function invitationStatus(
  code: { is_active: boolean; expires_at: string | Date; current_uses: number; max_uses: number },
  now: Date = new Date(),
): InvitationStatus {
  if (!code.is_active) return 'Desactivado';
  if (new Date(code.expires_at).getTime() <= now.getTime()) return 'Expirado';
  if (code.current_uses >= code.max_uses) return 'Agotado';
  return 'Activo';
}

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
  status: z.enum(INVITATION_STATUSES),
  created_by: z.number().nullable(),
  created_by_username: z.string().nullable(),
  created_at: z.string(),
});
export type InvitationCode = z.infer<typeof InvitationCodeSchema>;

export const InvitationCodeListSchema = z.array(InvitationCodeSchema);

// ---------------------------------------------------------------------------------------------
// Contact

export const ContactMessageSchema = z.object({
  nombre: safeText('El nombre es obligatorio.')
    .trim()
    .min(1, { message: 'El nombre es obligatorio.' })
    .max(200, { message: 'El nombre no puede tener más de 200 caracteres.' }),
  email: safeText('El email es obligatorio.')
    .trim()
    .min(1, { message: 'El email es obligatorio.' })
    .max(254, { message: 'Ingresa un email válido.' })
    .email({ message: 'Ingresa un email válido.' }),
  telefono: safeText()
    .trim()
    .max(30, { message: 'Ingresa un teléfono válido.' })
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { message: 'Ingresa un teléfono válido.' })
    .optional(),
  city: safeText().trim().max(100, { message: 'La ciudad no puede tener más de 100 caracteres.' }).optional(),
  negocio: z
    .union([z.enum(NEGOCIO_OPTIONS), z.literal('')], { message: 'Selecciona un tipo de negocio válido.' })
    .optional(),
  motivo: z.enum(MOTIVO_OPTIONS, { message: 'Selecciona un motivo de consulta.' }),
  mensaje: safeText('El mensaje es obligatorio.')
    .trim()
    .min(1, { message: 'El mensaje es obligatorio.' })
    .max(5000, { message: 'El mensaje no puede tener más de 5000 caracteres.' }),
});
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;

export const CONTACT_LOGIN_REQUIRED = 'Debes iniciar sesión para enviar un mensaje de contacto.';
export const CONTACT_DAILY_LIMIT_MESSAGE =
  'Has alcanzado el límite de mensajes por día. Intenta nuevamente mañana o contáctanos por WhatsApp.';
