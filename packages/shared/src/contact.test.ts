import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './accounts.ts';
import { ContactMessageListQuerySchema, ContactMessageUpdateSchema } from './contact.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './text.ts';

const message = {
  nombre: 'Lucía',
  email: 'lucia@example.com',
  motivo: 'Consulta sobre productos',
  mensaje: 'Hola',
};

describe('contact contract', () => {
  it('refuses control characters in every text of the form and in the inbox search', () => {
    for (const field of ['nombre', 'telefono', 'city', 'mensaje']) {
      const result = ContactMessageSchema.safeParse({ ...message, [field]: 'a\u0000b' });
      expect(result.success, field).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        field,
      ).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
    const search = ContactMessageListQuerySchema.safeParse({ search: 'x\u0000' });
    expect(search.error?.issues[0].message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('takes one of the two inbox actions', () => {
    expect(ContactMessageUpdateSchema.safeParse({ respondido: true }).success).toBe(true);
    expect(ContactMessageUpdateSchema.safeParse({}).error?.issues[0].message).toBe(
      'Indica respondido o archivado',
    );
    expect(ContactMessageUpdateSchema.safeParse(null).success).toBe(false);
  });
});
