import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime';

describe('datetime-local values', () => {
  it('round-trips an instant to the minute', () => {
    const instant = new Date(2030, 4, 6, 7, 8, 0);
    const local = toLocalInput(instant);
    expect(local).toBe('2030-05-06T07:08');
    expect(fromLocalInput(local)).toBe(instant.toISOString());
  });

  it('gives an empty value for an invalid date', () => {
    expect(toLocalInput('nope')).toBe('');
  });
});
