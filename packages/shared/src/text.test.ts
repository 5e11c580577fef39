import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, safeText, slugify } from './text.ts';

describe('safeText', () => {
  it('refuses NUL and other control characters with the Spanish message', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800']) {
      expect(hasControlCharacters(bad)).toBe(true);
      const result = safeText().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('accepts accents, emoji, tabs and line breaks', () => {
    for (const good of ['Lámpara LED', 'ñandú 🌱', 'línea 1\nlínea 2\r\n\tfin', '']) {
      expect(safeText().safeParse(good).success).toBe(true);
    }
  });
});

describe('slugify (categories, blog posts, the demo seed)', () => {
  it('drops accents, lowers the case and joins words with one hyphen', () => {
    expect(slugify('Macetas & Sustratos')).toBe('macetas-sustratos');
    expect(slugify('  Iluminación LED (Pro) ')).toBe('iluminacion-led-pro');
    expect(slugify('Ñandú--Ü')).toBe('nandu-u');
    expect(slugify('¡¿?!')).toBe('');
  });
});
