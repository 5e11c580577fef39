import { describe, expect, it } from 'vitest';
import { createCustomerProgress } from './create-progress';

describe('createCustomerProgress', () => {
  it('counts the valid required fields out of three', () => {
    expect(createCustomerProgress({})).toBe(0);
    expect(createCustomerProgress({ username: 'abc' })).toBe(0);
    expect(createCustomerProgress({ username: 'abcd' })).toBe(33);
    expect(createCustomerProgress({ username: 'abcd', email: 'a@b.co' })).toBe(67);
    expect(createCustomerProgress({ username: 'abcd', email: 'a@b.co', password: '123456' })).toBe(100);
    expect(createCustomerProgress({ username: 'abcd', email: 'nope', password: '12345' })).toBe(33);
  });
});
