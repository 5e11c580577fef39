import { z } from 'zod';
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
 * A required, trimmed text: missing and blank give the same message. Checks do not abort, so an
 * object-level rule (passwords match) still runs; the first message of a field is the one to show.
 */
const requiredText = (required: string, max: number) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: `No puede tener más de ${max} caracteres` });

const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `No puede tener más de ${max} caracteres` });
const optionalText = (max: number) => boundedText(max).optional();

const emailField = (messages: { required: string; invalid: string }) =>
  z
    .string({ message: messages.required })
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

const passwordField = (required: string, tooShort: string) =>
  z
    .string({ message: required })
    .min(1, { message: required })
    .min(PASSWORD_MIN, { message: tooShort })
    .max(256, { message: 'La contraseña no puede tener más de 256 caracteres' });

const firstNameField = requiredText('El nombre es requerido', 150).min(NAME_MIN, {
  message: 'El nombre debe tener al menos 2 caracteres',
});
const lastNameField = requiredText('El apellido es requerido', 150).min(NAME_MIN, {
  message: 'El apellido debe tener al menos 2 caracteres',
});

/** Instagram is stored without the leading @. */
const instagramValue = (value: string) => value.replace(/^@+/, '');

export const codeField = (required = 'El código debe tener 6 dígitos') =>
  z.string({ message: required }).trim().regex(SIX_DIGITS, { message: 'El código debe tener 6 dígitos' });

const invitationCodeField = z
  .string()
  .trim()
  .refine((value) => value === '' || SIX_DIGITS.test(value), {
    message: 'El código de invitación debe tener 6 dígitos',
  })
  .optional();

const businessTypeField = z.enum(BUSINESS_TYPES, { message: 'El tipo de negocio es requerido' });

// ---------------------------------------------------------------------------------------------
// Login and registration

export const LoginSchema = z.object({
  username: requiredText('El usuario es requerido', 254).min(USERNAME_MIN, {
    message: 'El usuario debe tener al menos 4 caracteres',
  }),
  password: passwordField('La contraseña es requerida', 'La contraseña debe tener al menos 6 caracteres'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** Registration fields without the confirmation rule (use it to `.extend`/`.pick` in forms). */
export const RegisterBaseSchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  username: usernameField('El nombre de usuario es requerido'),
  email: emailField({ required: 'El email es requerido', invalid: 'Ingrese un email válido' }),
  password: passwordField('La contraseña es requerida', 'La contraseña debe tener al menos 6 caracteres'),
  password2: z.string({ message: 'Confirma tu contraseña' }).min(1, { message: 'Confirma tu contraseña' }),
  business_name: requiredText('El nombre del negocio es requerido', 200),
  business_address: requiredText('La dirección del negocio es requerida', 300),
  phone_number: requiredText('El teléfono es requerido', 30),
  dni: requiredText('El DNI es requerido', 20),
  business_type: businessTypeField,
  instagram: requiredText('El Instagram es requerido', 100).transform(instagramValue),
  facebook: optionalText(200),
  extra_info: optionalText(2000),
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
);
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Registration or e-mail-change code check: the e-mail and the 6-digit code. */
export const VerificationCodeSchema = z.object({
  email: emailField({ required: 'El código y el email son requeridos', invalid: 'Ingrese un email válido' }),
  code: codeField(),
});
export type VerificationCodeInput = z.infer<typeof VerificationCodeSchema>;

export const ResendVerificationSchema = z.object({
  email: emailField({ required: 'El email es requerido', invalid: 'Ingrese un email válido' }),
});

export const ValidateInvitationSchema = z.object({
  code: z
    .string({ message: 'El código de invitación debe tener 6 dígitos' })
    .trim()
    .regex(SIX_DIGITS, { message: 'El código de invitación debe tener 6 dígitos' }),
});

// ---------------------------------------------------------------------------------------------
// Account settings

/** The personal data form of "Mi cuenta"; the server accepts any subset of it. */
export const ProfileSchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  email: emailField({ required: 'Ingrese un email válido', invalid: 'Ingrese un email válido' }),
  phone_number: optionalText(30),
  business_address: optionalText(300),
  business_name: optionalText(200),
  dni: optionalText(20),
  cuit: optionalText(20),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

/** PUT /auth/profile/: profile fields, or {email, verification_code} to confirm an e-mail change. */
export const ProfileUpdateSchema = ProfileSchema.partial().extend({
  verification_code: codeField().optional(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/** What POST /auth/change-password/ receives. */
export const ChangePasswordBaseSchema = z.object({
  old_password: z
    .string({ message: 'Ingresa tu contraseña actual' })
    .min(1, { message: 'Ingresa tu contraseña actual' })
    .max(256, { message: 'La contraseña no puede tener más de 256 caracteres' }),
  new_password: passwordField(
    'Ingresa la nueva contraseña',
    'La nueva contraseña debe tener al menos 6 caracteres',
  ),
});

/** The change-password form: the call's fields plus the confirmation. */
export const ChangePasswordSchema = ChangePasswordBaseSchema.extend({
  confirm_password: z
    .string({ message: 'Confirma la nueva contraseña' })
    .min(1, { message: 'Confirma la nueva contraseña' }),
}).refine(
  (value) => value.new_password === value.confirm_password,
  mismatch('new_password', 'confirm_password'),
);
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const EmailChangeRequestSchema = z.object({
  type: z.literal('EMAIL_CHANGE', { message: 'Tipo de verificación no válido' }).default('EMAIL_CHANGE'),
  new_email: emailField({ required: 'Ingrese un email válido', invalid: 'Ingrese un email válido' }),
  password: z
    .string({ message: 'Por favor ingresa tu contraseña' })
    .min(1, { message: 'Por favor ingresa tu contraseña' })
    .max(256, { message: 'La contraseña no puede tener más de 256 caracteres' }),
});
export type EmailChangeRequestInput = z.infer<typeof EmailChangeRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: customers

export const CreateCustomerSchema = z.object({
  username: usernameField('El nombre de usuario es requerido'),
  email: emailField({
    required: 'El correo electrónico es requerido',
    invalid: 'Ingrese un correo electrónico válido',
  }),
  password: passwordField('La contraseña es requerida', 'La contraseña debe tener al menos 6 caracteres'),
  dni: z
    .string()
    .trim()
    .max(20, { message: 'El DNI no puede tener más de 20 caracteres' })
    .refine((value) => value === '' || value.length >= DNI_MIN, {
      message: 'El DNI debe tener al menos 7 caracteres',
    })
    .optional(),
  business_name: optionalText(200),
  business_address: optionalText(300),
  phone_number: optionalText(30),
  instagram: boundedText(100).transform(instagramValue).optional(),
  facebook: optionalText(200),
  cuit: boundedText(20)
    .transform((value) => value.replace(/[-\s]/g, ''))
    .optional(),
  business_type: z.union([businessTypeField, z.literal('')]).optional(),
  extra_info: optionalText(2000),
});
export type CreateCustomerInput = z.infer<typeof CreateCustomerSchema>;

/** The admin "contact customer" modal. */
export const ContactCustomerSchema = z.object({
  subject: requiredText('Por favor complete todos los campos', 200),
  message: requiredText('Por favor complete todos los campos', 5000),
});

// ---------------------------------------------------------------------------------------------
// Admin: invitation codes

const maxUsesField = z
  .number({ message: 'La cantidad máxima de usos es requerida' })
  .int({ message: 'La cantidad máxima de usos debe ser un número entero' })
  .min(1, { message: 'La cantidad máxima de usos debe ser al menos 1' })
  .max(INVITATION_MAX_USES, { message: 'La cantidad máxima de usos no puede ser mayor a 1000' });

const expiresAtField = z
  .string({ message: 'La fecha de expiración es requerida' })
  .min(1, { message: 'La fecha de expiración es requerida', abort: true })
  .refine((value) => !Number.isNaN(Date.parse(value)), {
    message: 'La fecha de expiración no es válida',
    abort: true,
  })
  .refine((value) => Date.parse(value) >= Date.now() + INVITATION_MIN_LEAD_MINUTES * 60_000, {
    message: 'La fecha de expiración debe ser al menos 30 minutos en el futuro',
  });

export const InvitationCodeFormSchema = z.object({
  description: z
    .string()
    .trim()
    .max(INVITATION_DESCRIPTION_MAX, { message: 'La descripción no puede tener más de 255 caracteres' }),
  max_uses: maxUsesField,
  expires_at: expiresAtField,
  is_active: z.boolean(),
});
export type InvitationCodeFormInput = z.infer<typeof InvitationCodeFormSchema>;

/** What POST and PUT /auth/invitation-codes/ accept: every field optional (server defaults). */
export const InvitationCodeInputSchema = InvitationCodeFormSchema.partial();
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

export type InvitationStatus = 'Desactivado' | 'Expirado' | 'Agotado' | 'Activo';

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
