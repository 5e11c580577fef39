import { HTML_ALLOWED_TAGS, htmlText, sanitizeHtml } from '@mayorista/shared/html';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description.ts';

describe('sanitizeDescription', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Uso</h2><p>Texto <strong>fuerte</strong>, <em>suave</em>, <b>b</b>, <i>i</i>, <u>u</u> y <span>span</span>.<br></p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><h3>Tres</h3><h4>Cuatro</h4>';
    expect(sanitizeDescription(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, frames and their content', () => {
    expect(sanitizeDescription('<p>Hola</p><script>alert(1)</script>')).toBe('<p>Hola</p>');
    expect(sanitizeDescription('<style>p{color:red}</style><iframe src="https://x.test"></iframe>ok')).toBe(
      'ok',
    );
    expect(sanitizeDescription('<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg>')).toBe('');
  });

  it('drops event handlers and any other attribute', () => {
    expect(sanitizeDescription('<p onclick="alert(1)" style="color:red" class="x">Hola</p>')).toBe(
      '<p>Hola</p>',
    );
    expect(sanitizeDescription('<span onmouseover="steal()">a</span>')).toBe('<span>a</span>');
  });

  it('keeps http, https and mailto links with rel noopener, and nothing else', () => {
    expect(sanitizeDescription('<a href="https://tienda.test/x" target="_blank">ver</a>')).toBe(
      '<a href="https://tienda.test/x" rel="noopener noreferrer">ver</a>',
    );
    expect(sanitizeDescription('<a href="mailto:ventas@tienda.test">mail</a>')).toBe(
      '<a href="mailto:ventas@tienda.test" rel="noopener noreferrer">mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.test',
    ]) {
      expect(sanitizeDescription(`<a href="${href}">x</a>`), href).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('leaves plain text alone', () => {
    expect(sanitizeDescription('Maceta textil de 20 L.')).toBe('Maceta textil de 20 L.');
  });

  it('stores what the one renderer draws: the same tags and text (decision 049)', () => {
    const every = HTML_ALLOWED_TAGS.map((tag) =>
      tag === 'br'
        ? '<br>'
        : tag === 'a'
          ? '<a href="https://tienda.test/">a</a>'
          : `<${tag}>${tag}</${tag}>`,
    ).join('');
    const stored = sanitizeDescription(
      `${every}<div>div</div><script>x</script><a href="mailto:v@tienda.test">m</a>`,
    );
    const drawn = sanitizeHtml(stored);
    for (const tag of HTML_ALLOWED_TAGS) {
      expect(stored, tag).toContain(`<${tag}`);
      expect(drawn, tag).toContain(`<${tag}`);
    }
    expect(drawn).toContain('href="mailto:v@tienda.test"');
    expect(htmlText(drawn)).toBe(htmlText(stored));
  });
});
