import { CUSTOMER_FIELDS } from '@mayorista/shared/accounts';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { ALL_CUSTOMER_FIELDS, customerColumns, customerValues } from './customer-fields.ts';

describe('the one set of customer fields (decision 049)', () => {
  it('has each field a users column, as long as the field allows', () => {
    const columns = new Map(getTableConfig(users).columns.map((column) => [column.name, column]));
    let measured = 0;
    for (const field of ALL_CUSTOMER_FIELDS) {
      const column = columns.get(field) as { length?: number } | undefined;
      expect(column, field).toBeDefined();
      // extra_info is a text column: its bound is the schema's alone.
      if (column?.length === undefined) continue;
      expect(column.length, field).toBe(CUSTOMER_FIELDS[field].max);
      measured++;
    }
    expect(measured).toBe(ALL_CUSTOMER_FIELDS.length - 1);
  });

  it('writes every field of a new account (blank when absent) and only the given ones of a change', () => {
    const created = customerColumns(
      { first_name: 'Ana', phone_number: '1134567890', facebook: undefined },
      'empty',
    );
    expect(created).toMatchObject({
      firstName: 'Ana',
      phoneNumber: '1134567890',
      facebook: '',
      extraInfo: '',
    });
    expect(Object.keys(created)).toHaveLength(ALL_CUSTOMER_FIELDS.length);
    expect(customerColumns({ dni: '30123456', cuit: undefined }, 'keep')).toEqual({ dni: '30123456' });
  });

  it('reads them back under the API names', () => {
    const row = { ...customerColumns({ business_name: 'Grow Sur', business_type: 'Grow Shop' }, 'empty') };
    expect(
      customerValues(row as Parameters<typeof customerValues>[0], ['business_name', 'business_type', 'cuit']),
    ).toEqual({
      business_name: 'Grow Sur',
      business_type: 'Grow Shop',
      cuit: '',
    });
  });
});
