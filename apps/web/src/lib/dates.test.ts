import { describe, expect, it } from 'vitest';
import { formatDateTime, fromLocalInput, relativeDate, toDateInput, toLocalInput } from './dates';

const now = new Date(2030, 5, 15, 10, 0);
const daysAgo = (days: number, hour = 12) => new Date(2030, 5, 15 - days, hour, 0);

describe('relativeDate', () => {
  it('says Hoy and Ayer by calendar day, not by 24 hours', () => {
    expect(relativeDate(daysAgo(0, 0), now)).toBe('Hoy');
    expect(relativeDate(daysAgo(1, 23), now)).toBe('Ayer');
  });

  it('counts days, weeks, months and years with singular and plural', () => {
    expect(relativeDate(daysAgo(2), now)).toBe('Hace 2 días');
    expect(relativeDate(daysAgo(6), now)).toBe('Hace 6 días');
    expect(relativeDate(daysAgo(7), now)).toBe('Hace 1 semana');
    expect(relativeDate(daysAgo(29), now)).toBe('Hace 4 semanas');
    expect(relativeDate(daysAgo(30), now)).toBe('Hace 1 mes');
    expect(relativeDate(daysAgo(364), now)).toBe('Hace 12 meses');
    expect(relativeDate(daysAgo(365), now)).toBe('Hace 1 año');
    expect(relativeDate(daysAgo(800), now)).toBe('Hace 2 años');
  });

  it('gives the absolute date for the future and a dash for nonsense', () => {
    expect(relativeDate(new Date(2030, 5, 20), now)).toBe('20/06/2030');
    expect(relativeDate('nope', now)).toBe('-');
  });
});

describe('date inputs', () => {
  it('round-trips an instant to the minute', () => {
    const instant = new Date(2030, 4, 6, 7, 8, 0);
    const local = toLocalInput(instant);
    expect(local).toBe('2030-05-06T07:08');
    expect(fromLocalInput(local)).toBe(instant.toISOString());
    expect(toDateInput(instant)).toBe('2030-05-06');
  });

  it('gives an empty value or a dash for an invalid date', () => {
    expect(toLocalInput('nope')).toBe('');
    expect(formatDateTime('nope')).toBe('-');
  });
});
