import { sanitizeHtml } from '@mayorista/shared/html';
import { describe, expect, it } from 'vitest';
import { clip, plainText } from './safe-html';

describe('a post body (the one renderer, without a DOM)', () => {
  it('keeps the allowed markup and drops script, handlers and unsafe links', () => {
    const html = sanitizeHtml(
      '<h2 class="x">Hola</h2><p onclick="x()">Texto <strong>fuerte</strong></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">malo</a> <a href="https://ejemplo.com">bueno</a><img src=x onerror=alert(1)>',
    );
    expect(html).toBe(
      '<h2>Hola</h2><p>Texto <strong>fuerte</strong></p><a>malo</a> ' +
        '<a href="https://ejemplo.com/" target="_blank" rel="noopener noreferrer nofollow">bueno</a>',
    );
  });

  it('turns plain text into paragraphs', () => {
    expect(sanitizeHtml('Uno\ndos\n\nTres 3 > 2')).toBe('<p>Uno<br>dos</p><p>Tres 3 &gt; 2</p>');
  });
});

describe('meta description helpers', () => {
  it('reads the text of markup and clips it at a word', () => {
    expect(plainText('<p>Hola   <strong>mundo</strong></p><p>y más</p>')).toBe('Hola mundoy más');
    expect(plainText('<p>caf&eacute; &amp; t&eacute;</p>')).toBe('café & té');
    expect(clip('uno dos tres cuatro cinco', 16)).toBe('uno dos tres…');
    expect(clip('corto', 12)).toBe('corto');
  });
});
