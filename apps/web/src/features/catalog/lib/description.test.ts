import { describe, expect, it } from 'vitest';
import { cutText, hasMarkup, needsTruncation, plainTextToHtml, shouldShowDescription } from './description';

describe('description rules', () => {
  it('shows the section only above 8 characters', () => {
    expect(shouldShowDescription('12345678')).toBe(false);
    expect(shouldShowDescription('  123456789 ')).toBe(true);
    expect(shouldShowDescription(null)).toBe(false);
  });

  it('truncates above 350 characters', () => {
    expect(needsTruncation(350)).toBe(false);
    expect(needsTruncation(351)).toBe(true);
  });

  it('cuts at a word boundary near the limit', () => {
    expect(cutText('hola mundo feliz', 100)).toBe('hola mundo feliz');
    expect(cutText('hola mundo feliz', 12)).toBe('hola mundo');
    expect(cutText('a'.repeat(400), 350)).toHaveLength(350);
    expect(cutText('uno, dos, tres', 9)).toBe('uno, dos');
  });

  it('tells markup from plain text', () => {
    expect(hasMarkup('<p>hola</p>')).toBe(true);
    expect(hasMarkup('3 < 4 y 5 > 2')).toBe(false);
  });

  it('keeps the paragraphs of plain text and escapes it', () => {
    expect(plainTextToHtml('uno\ndos\n\n<tres>')).toBe('<p>uno<br>dos</p><p>&lt;tres&gt;</p>');
  });
});
