import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS } from '@mayorista/shared/activity';
import { describe, expect, it } from 'vitest';
import { type ActivityInput, activityChanges, activityDate, activityValue } from './activity.ts';

describe('activity entries', () => {
  it('take only actions and entities that have a Spanish label (tsc refuses any other)', () => {
    const input: ActivityInput = { userId: 1, action: 'cancel', entity: 'site_config', summary: 'x' };
    // @ts-expect-error an action without a label in ACTIVITY_ACTION_LABELS does not compile
    const unlabelledAction: ActivityInput = { userId: 1, action: 'annul', entity: 'order', summary: 'x' };
    // @ts-expect-error an entity without a label in ACTIVITY_ENTITY_LABELS does not compile
    const unlabelledEntity: ActivityInput = { userId: 1, action: 'update', entity: 'settings', summary: 'x' };
    expect(ACTIVITY_ACTION_LABELS[input.action]).toBe('Cancelación');
    expect(ACTIVITY_ENTITY_LABELS[input.entity]).toBe('Configuración de la tienda');
    expect([unlabelledAction.action, unlabelledEntity.entity]).toEqual(['annul', 'settings']);
  });

  it("write dates as the app shows them, in the store's time zone, never as ISO text", () => {
    // 02:30 UTC is still the day before in Buenos Aires (UTC-3).
    const text = activityDate(new Date('2026-03-11T02:30:00Z'));
    expect(text).toMatch(/^10\/03\/2026,? 11:30/);
    expect(activityValue(new Date('2026-03-11T02:30:00Z'))).toBe(text);
    expect([activityValue(true), activityValue(false), activityValue(null), activityValue(3)]).toEqual([
      'sí',
      'no',
      '-',
      '3',
    ]);
  });

  it('name the changed fields in Spanish, old → new, and images by name only', () => {
    const before = { name: 'Lumen', logo: '/media/a.webp', is_active: true, order: 1 };
    const after = { name: 'Lumen Pro', logo: '/media/b.webp', is_active: false, order: 1 };
    const labels = { name: 'nombre', logo: 'logo', is_active: 'activa', order: 'orden' };
    expect(activityChanges(before, after, labels, ['logo'])).toBe(
      'nombre: Lumen → Lumen Pro, logo, activa: sí → no',
    );
    expect(activityChanges(before, before, labels)).toBe('');
  });
});
