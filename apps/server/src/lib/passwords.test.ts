import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, PASSWORD_COST, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores OWASP scrypt (N=2^17, r=8, p=1) outside the unit and API tests', () => {
    expect(PASSWORD_COST).toBe(131072);
  });

  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('clave-Segura-1');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('clave-Segura-1', stored)).toBe(true);
    expect(await verifyPassword('clave-segura-1', stored)).toBe(false);
  });

  it('answers false for a user that does not exist, after the same work', async () => {
    expect(await checkPassword('cualquiera', undefined)).toBe(false);
    expect(await checkPassword('clave', await hashPassword('clave'))).toBe(true);
  });

  it('verifies a hash made with the production cost whatever cost hashes now', async () => {
    const production =
      'scrypt$131072$8$1$bCb25DIR1gNe3W4qmWZjMA$xJZhIlydHyB9qDUiOMNl1msl0qR5UDa99FC38KHFq-kyK5rWtjaLfxcklX8DNMFYBuhuc0DI66-dW34oMWRSYw';
    expect(await verifyPassword('no es esta', production)).toBe(false);
  });
});
