import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml, tagDecision, truncateHtml } from './sanitize';

describe('sanitizer rules', () => {
  it('keeps the allowed tags, drops dangerous ones with their content, unwraps the rest', () => {
    expect(['p', 'BR', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a'].map(tagDecision)).toEqual(
      Array(12).fill('keep'),
    );
    expect(tagDecision('SCRIPT')).toBe('drop');
    expect(tagDecision('iframe')).toBe('drop');
    expect(tagDecision('style')).toBe('drop');
    expect(tagDecision('div')).toBe('unwrap');
    expect(tagDecision('span')).toBe('unwrap');
    expect(tagDecision('img')).toBe('unwrap');
  });

  it('allows only absolute http(s) links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref(' http://example.com ')).toBe('http://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('escapes everything when no DOM is available', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>hola')).toBe('&lt;img src=x onerror=alert(1)&gt;hola');
    expect(sanitizeHtml('')).toBe('');
    expect(truncateHtml('<p>abcdef ghi</p>', 6)).toEqual({ html: 'abcdef…', truncated: true });
  });
});
