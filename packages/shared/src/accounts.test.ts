import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  ContactCustomerSchema,
  ContactMessageSchema,
  CreateCustomerSchema,
  EmailChangeRequestSchema,
  InvitationCodeCreateSchema,
  InvitationCodeFormSchema,
  InvitationCodeInputSchema,
  invitationDefaults,
  invitationStatus,
  LoginRequestSchema,
  LoginSchema,
  ProfileResponseSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  VerificationCodeSchema,
} from './accounts.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './text.ts';

/** First message per field, the way the forms and the server's 400 body show them. */
function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    fields[key] ??= issue.message;
  }
  return fields;
}

const registration = {
  first_name: 'Ana',
  last_name: 'Pérez',
  username: 'anaperez',
  email: 'Ana@Example.com ',
  password: 'secreto1',
  password2: 'secreto1',
  business_name: 'Grow Ana',
  business_address: 'Calle 1 123',
  phone_number: '1122334455',
  dni: '30111222',
  business_type: 'Grow Shop',
  instagram: '@growana',
};

describe('RegisterSchema', () => {
  it('accepts a complete registration, normalizing e-mail and Instagram', () => {
    const parsed = RegisterSchema.parse({ ...registration, invitation_code: '' });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.instagram).toBe('growana');
    expect(parsed.invitation_code).toBe('');
  });

  it('takes an optional CUIT and IVA condition, checked by the digit, and a DNI of 7 or 8 digits', () => {
    expect(RegisterSchema.parse({ ...registration, cuit: '', iva_condition: '' })).toMatchObject({
      cuit: '',
    });
    expect(
      RegisterSchema.parse({ ...registration, cuit: '27-30111222-5', iva_condition: 'consumidor_final' }),
    ).toMatchObject({ cuit: '27301112225', iva_condition: 'consumidor_final' });
    expect(fieldMessages(RegisterSchema.safeParse({ ...registration, cuit: '27-30111222-4' }))).toEqual({
      cuit: 'CUIT inválido',
    });
    expect(
      fieldMessages(
        RegisterSchema.safeParse({ ...registration, iva_condition: 'responsable_inscripto', dni: '30.111' }),
      ),
    ).toEqual({
      cuit: 'El CUIT es obligatorio para Responsable Inscripto',
      dni: 'El DNI debe tener 7 u 8 dígitos',
    });
  });

  it('gives the spec messages for every rule', () => {
    const result = RegisterSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      username: 'abc',
      email: 'no-es-email',
      password: '123',
      password2: '1234',
      business_name: '',
      business_address: ' ',
      phone_number: '',
      dni: '',
      business_type: '',
      instagram: '',
      invitation_code: '12345',
    });
    expect(fieldMessages(result)).toEqual({
      first_name: 'El nombre debe tener al menos 2 caracteres',
      last_name: 'El apellido debe tener al menos 2 caracteres',
      username: 'El nombre de usuario debe tener al menos 4 caracteres',
      email: 'Ingrese un email válido',
      password: 'La contraseña debe tener al menos 6 caracteres',
      password2: 'Las contraseñas no coinciden',
      business_name: 'El nombre del negocio es requerido',
      business_address: 'La dirección del negocio es requerida',
      phone_number: 'El teléfono es requerido',
      dni: 'El DNI es requerido',
      business_type: 'El tipo de negocio es requerido',
      instagram: 'El Instagram es requerido',
      invitation_code: 'El código de invitación debe tener 6 dígitos',
    });
  });

  it('reports missing fields as required and refuses an @ in the username', () => {
    const result = RegisterSchema.safeParse({
      ...registration,
      username: 'ana@x.com',
      first_name: undefined,
    });
    expect(fieldMessages(result)).toEqual({
      first_name: 'El nombre es requerido',
      username: 'El nombre de usuario solo puede contener letras, números y los signos . _ + -',
    });
  });
});

describe('LoginSchema', () => {
  it('requires a 4-character user and a 6-character password', () => {
    expect(fieldMessages(LoginSchema.safeParse({ username: 'ab', password: '123' }))).toEqual({
      username: 'El usuario debe tener al menos 4 caracteres',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    expect(fieldMessages(LoginSchema.safeParse({}))).toEqual({
      username: 'El usuario es requerido',
      password: 'La contraseña es requerida',
    });
  });
});

describe('LoginRequestSchema', () => {
  it('accepts any non-empty name (the minimums are the form’s) and refuses control characters', () => {
    expect(LoginRequestSchema.parse({ username: ' abc ', password: '1' })).toEqual({
      username: 'abc',
      password: '1',
    });
    expect(
      fieldMessages(LoginRequestSchema.safeParse({ username: 'a\u0000b', password: 'x\u0007' })),
    ).toEqual({
      username: CONTROL_CHARACTERS_MESSAGE,
      password: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(LoginRequestSchema.safeParse(undefined).error?.issues[0].message).toBe(
      'El usuario y la contraseña son requeridos',
    );
  });
});

describe('response schemas', () => {
  it('drop what the caller may not see', () => {
    const profile = ProfileResponseSchema.parse({
      id: 1,
      username: 'demo',
      email: 'demo@example.com',
      first_name: 'Lucía',
      last_name: 'Fernández',
      phone_number: '',
      dni: '',
      cuit: '',
      iva_condition: '',
      business_name: '',
      business_address: '',
      is_staff: false,
      is_active: true,
      is_blocked: false,
      password_hash: 'scrypt$...',
      token_version: 3,
    });
    expect(profile).not.toHaveProperty('password_hash');
    expect(profile).not.toHaveProperty('token_version');
  });
});

describe('CreateCustomerSchema', () => {
  it('uses the create-customer messages', () => {
    expect(fieldMessages(CreateCustomerSchema.safeParse({ username: '', email: '', password: '' }))).toEqual({
      username: 'El nombre de usuario es requerido',
      email: 'El correo electrónico es requerido',
      password: 'La contraseña es requerida',
    });
    expect(
      fieldMessages(
        CreateCustomerSchema.safeParse({ username: 'abc', email: 'x@', password: '12345', dni: '123' }),
      ),
    ).toEqual({
      username: 'El nombre de usuario debe tener al menos 4 caracteres',
      email: 'Ingrese un correo electrónico válido',
      password: 'La contraseña debe tener al menos 6 caracteres',
      dni: 'El DNI debe tener al menos 7 caracteres',
    });
  });

  it('keeps optional fields optional and strips the @ and CUIT dashes', () => {
    const parsed = CreateCustomerSchema.parse({
      username: 'cliente1',
      email: 'c@example.com',
      password: 'secreto',
      dni: '',
      instagram: '@tienda',
      cuit: '20-30111222-0',
      business_type: '',
    });
    expect(parsed).toMatchObject({ instagram: 'tienda', cuit: '20301112220', dni: '' });
  });

  it('checks the tax profile with the other fields: the check digit, the CUIT a condition needs, the DNI', () => {
    expect(
      fieldMessages(
        CreateCustomerSchema.safeParse({
          username: 'abc',
          email: 'c@example.com',
          password: 'secreto',
          cuit: '20-30111222-1',
        }),
      ),
    ).toEqual({ username: 'El nombre de usuario debe tener al menos 4 caracteres', cuit: 'CUIT inválido' });
    const base = { username: 'cliente1', email: 'c@example.com', password: 'secreto' };
    expect(
      fieldMessages(CreateCustomerSchema.safeParse({ ...base, iva_condition: 'exento', dni: '301112223' })),
    ).toEqual({ cuit: 'El CUIT es obligatorio para Exento', dni: 'El DNI debe tener 7 u 8 dígitos' });
    expect(
      CreateCustomerSchema.parse({ ...base, iva_condition: 'consumidor_final', dni: '30.111.222' }),
    ).toMatchObject({
      dni: '30111222',
      iva_condition: 'consumidor_final',
    });
  });
});

describe('account settings schemas', () => {
  it('profile: names of 2 characters and a valid e-mail', () => {
    expect(
      fieldMessages(ProfileSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'nope' })),
    ).toEqual({
      first_name: 'El nombre debe tener al menos 2 caracteres',
      last_name: 'El apellido debe tener al menos 2 caracteres',
      email: 'Ingrese un email válido',
    });
    expect(ProfileUpdateSchema.safeParse({ first_name: 'Ana' }).success).toBe(true);
    expect(fieldMessages(ProfileUpdateSchema.safeParse({ verification_code: '12a456' }))).toEqual({
      verification_code: 'El código debe tener 6 dígitos',
    });
  });

  it('password change: the four messages', () => {
    expect(fieldMessages(ChangePasswordSchema.safeParse({}))).toEqual({
      old_password: 'Ingresa tu contraseña actual',
      new_password: 'Ingresa la nueva contraseña',
      confirm_password: 'Confirma la nueva contraseña',
    });
    expect(
      fieldMessages(
        ChangePasswordSchema.safeParse({ old_password: 'x', new_password: '123', confirm_password: '124' }),
      ),
    ).toEqual({
      new_password: 'La nueva contraseña debe tener al menos 6 caracteres',
      confirm_password: 'Las contraseñas no coinciden',
    });
  });

  it('e-mail change and verification codes', () => {
    expect(
      fieldMessages(EmailChangeRequestSchema.safeParse({ type: 'EMAIL_CHANGE', new_email: 'a@b.co' })),
    ).toEqual({ password: 'Por favor ingresa tu contraseña' });
    expect(EmailChangeRequestSchema.parse({ new_email: 'A@B.co', password: 'x' })).toEqual({
      type: 'EMAIL_CHANGE',
      new_email: 'a@b.co',
      password: 'x',
    });
    expect(fieldMessages(VerificationCodeSchema.safeParse({ email: 'a@b.co', code: '12345' }))).toEqual({
      code: 'El código debe tener 6 dígitos',
    });
    expect(fieldMessages(VerificationCodeSchema.safeParse({ code: '123456' }))).toEqual({
      email: 'El código y el email son requeridos',
    });
  });

  it('contact customer: both fields required', () => {
    expect(fieldMessages(ContactCustomerSchema.safeParse({ subject: ' ', message: '' }))).toEqual({
      subject: 'Por favor complete todos los campos',
      message: 'Por favor complete todos los campos',
    });
  });
});

describe('invitation codes', () => {
  const inOneHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

  it('form: uses 1 to 1000, expiry 30 minutes ahead, description up to 255', () => {
    expect(InvitationCodeFormSchema.safeParse(invitationDefaults()).success).toBe(true);
    expect(
      fieldMessages(
        InvitationCodeFormSchema.safeParse({
          description: 'x'.repeat(256),
          max_uses: 0,
          expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
          is_active: true,
        }),
      ),
    ).toEqual({
      description: 'La descripción no puede tener más de 255 caracteres',
      max_uses: 'La cantidad máxima de usos debe ser al menos 1',
      expires_at: 'La fecha de expiración debe ser al menos 30 minutos en el futuro',
    });
    expect(
      fieldMessages(
        InvitationCodeFormSchema.safeParse({
          description: '',
          max_uses: 1001,
          expires_at: 'mañana',
          is_active: true,
        }),
      ),
    ).toEqual({
      max_uses: 'La cantidad máxima de usos no puede ser mayor a 1000',
      expires_at: 'La fecha de expiración no es válida',
    });
    expect(InvitationCodeInputSchema.parse({ expires_at: inOneHour() })).toHaveProperty('expires_at');
  });

  it('create: max uses and expiry are required, as in the form; description and active optional', () => {
    expect(fieldMessages(InvitationCodeCreateSchema.safeParse({}))).toEqual({
      max_uses: 'La cantidad máxima de usos es requerida',
      expires_at: 'La fecha de expiración es requerida',
    });
    expect(InvitationCodeCreateSchema.safeParse(undefined).error?.issues[0].message).toBe(
      'La cantidad máxima de usos y la fecha de expiración son requeridas',
    );
    expect(InvitationCodeCreateSchema.parse({ max_uses: 3, expires_at: inOneHour() })).toMatchObject({
      max_uses: 3,
    });
    expect(
      fieldMessages(
        InvitationCodeCreateSchema.safeParse({
          max_uses: 1,
          expires_at: inOneHour(),
          description: 'a\u0000',
        }),
      ),
    ).toEqual({ description: CONTROL_CHARACTERS_MESSAGE });
  });

  it('defaults: one use, a day ahead, active', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(invitationDefaults(now)).toEqual({
      description: '',
      max_uses: 1,
      expires_at: '2025-01-02T12:00:00.000Z',
      is_active: true,
    });
  });

  it('status: Desactivado, then Expirado, then Agotado, else Activo', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    const code = { is_active: true, expires_at: '2025-01-02T00:00:00Z', current_uses: 0, max_uses: 2 };
    expect(invitationStatus(code, now)).toBe('Activo');
    expect(invitationStatus({ ...code, current_uses: 2 }, now)).toBe('Agotado');
    expect(invitationStatus({ ...code, current_uses: 2, expires_at: '2025-01-01T11:00:00Z' }, now)).toBe(
      'Expirado',
    );
    expect(invitationStatus({ ...code, is_active: false, expires_at: '2024-01-01T00:00:00Z' }, now)).toBe(
      'Desactivado',
    );
  });
});

describe('ContactMessageSchema', () => {
  const message = {
    nombre: ' Ana ',
    email: 'ana@example.com',
    motivo: 'Consulta sobre productos',
    mensaje: ' Hola ',
  };

  it('trims and accepts the optional fields when valid', () => {
    expect(
      ContactMessageSchema.parse({
        ...message,
        telefono: '+54 (11) 2345-6789',
        city: 'Quilmes',
        negocio: 'ONG',
      }),
    ).toMatchObject({ nombre: 'Ana', mensaje: 'Hola', negocio: 'ONG' });
    expect(ContactMessageSchema.safeParse({ ...message, telefono: '', negocio: '' }).success).toBe(true);
  });

  it('gives the contact form messages', () => {
    expect(fieldMessages(ContactMessageSchema.safeParse({ nombre: '  ', email: '', mensaje: ' ' }))).toEqual({
      nombre: 'El nombre es obligatorio.',
      email: 'El email es obligatorio.',
      motivo: 'Selecciona un motivo de consulta.',
      mensaje: 'El mensaje es obligatorio.',
    });
    expect(
      fieldMessages(
        ContactMessageSchema.safeParse({
          ...message,
          email: 'ana@',
          telefono: 'abc',
          city: 'x'.repeat(101),
          motivo: 'Otra cosa',
        }),
      ),
    ).toEqual({
      email: 'Ingresa un email válido.',
      telefono: 'Ingresa un teléfono válido.',
      city: 'La ciudad no puede tener más de 100 caracteres.',
      motivo: 'Selecciona un motivo de consulta.',
    });
  });
});
