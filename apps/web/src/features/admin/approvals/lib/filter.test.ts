import { describe, expect, it } from 'vitest';
import { filterPendingUsers } from './filter';

const users = [
  {
    username: 'growsur',
    email: 'ana@sur.com',
    business_name: 'Grow del Sur',
    phone_number: '1134567890',
    dni: '30111222',
  },
  { username: 'farmacia', email: 'info@farma.com', business_name: '', phone_number: '', dni: '28999000' },
];

describe('filterPendingUsers', () => {
  it('matches any of the five fields, ignoring case', () => {
    expect(filterPendingUsers(users, 'SUR').map((user) => user.username)).toEqual(['growsur']);
    expect(filterPendingUsers(users, '28999').map((user) => user.username)).toEqual(['farmacia']);
    expect(filterPendingUsers(users, '113456').map((user) => user.username)).toEqual(['growsur']);
    expect(filterPendingUsers(users, 'farma.com').map((user) => user.username)).toEqual(['farmacia']);
  });

  it('returns everyone for a blank search and nobody without a match', () => {
    expect(filterPendingUsers(users, '  ')).toHaveLength(2);
    expect(filterPendingUsers(users, 'zzz')).toHaveLength(0);
  });
});
