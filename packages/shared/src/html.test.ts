import { describe, expect, it } from 'vitest';
import { HTML_ALLOWED_TAGS, htmlText, safeHref, sanitizeHtml, tagDecision, truncateHtml } from './html.ts';

describe('the HTML renderer (one allow-list)', () => {
  it('keeps the allowed tags, drops dangerous ones with their content, unwraps the rest', () => {
    expect(
      ['p', 'BR', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span'].map(
        tagDecision,
      ),
    ).toEqual(Array(15).fill('keep'));
    expect(HTML_ALLOWED_TAGS.map(tagDecision)).toEqual(Array(HTML_ALLOWED_TAGS.length).fill('keep'));
    expect(tagDecision('SCRIPT')).toBe('drop');
    expect(tagDecision('iframe')).toBe('drop');
    expect(tagDecision('style')).toBe('drop');
    expect(tagDecision('div')).toBe('unwrap');
    expect(tagDecision('div')).toBe('unwrap');
    expect(tagDecision('h1')).toBe('unwrap');
    expect(tagDecision('img')).toBe('unwrap');
  });

  it('allows only absolute http(s) and mailto links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref(' http://example.com ')).toBe('http://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref('//evil.test/x')).toBeNull();
    expect(safeHref('mailto:ventas@tienda.test')).toBe('mailto:ventas@tienda.test');
    expect(safeHref('ftp://example.com/x')).toBeNull();
    expect(safeHref('https:example.com')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('keeps allowed markup without attributes, drops dangerous elements with their content, unwraps the rest', () => {
    expect(sanitizeHtml('<p class="x" onclick="alert(1)">Hola <STRONG>mundo</STRONG></p>')).toBe(
      '<p>Hola <strong>mundo</strong></p>',
    );
    expect(sanitizeHtml('<p>a<script>alert("<p>x</p>")</script>b<style>p{}</style></p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<div><span class="x">uno</span> <img src=x onerror=alert(1)>dos</div>')).toBe(
      '<span>uno</span> dos',
    );
    expect(sanitizeHtml('<h1>Título</h1><h2 class="x">Hola</h2><p><u>u</u></p>')).toBe(
      'Título<h2>Hola</h2><p><u>u</u></p>',
    );
    expect(sanitizeHtml('<svg><g><svg/></g></svg>ok<!-- <script>alert(1)</script> -->')).toBe('ok');
    expect(sanitizeHtml('<input value="x">resto<br/>fin')).toBe('resto<br>fin');
  });

  it('writes links with a checked href only, opening in a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2" title="x>y">web</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">web</a>',
    );
    expect(sanitizeHtml('<a href="mailto:ventas@tienda.test">mail</a>')).toBe(
      '<a href="mailto:ventas@tienda.test" target="_blank" rel="noopener noreferrer nofollow">mail</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml("<a href='jav&#x61;script:alert(1)'>x</a>")).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" data:text/html,x">x</a>')).toBe('<a>x</a>');
  });

  it('writes text escaped, reading character references once', () => {
    expect(
      sanitizeHtml('<p>1 &lt; 2 &amp;&amp; caf&eacute; &#241; &#xF1; a < b & c &foo; &constructor;</p>'),
    ).toBe('<p>1 &lt; 2 &amp;&amp; café ñ ñ a &lt; b &amp; c &amp;foo; &amp;constructor;</p>');
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeHtml('<p>a</p><p>b <b>c')).toBe('<p>a</p><p>b <b>c</b></p>');
  });

  it('closes what the browser would close: a paragraph before a block, an item before the next', () => {
    expect(sanitizeHtml('<p>uno<p>dos<ul><li>a<li>b</ul>')).toBe(
      '<p>uno</p><p>dos</p><ul><li>a</li><li>b</li></ul>',
    );
    expect(sanitizeHtml('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe(
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
    );
    expect(sanitizeHtml('<p>a</b></p></li>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p>uno<h2>dos</h2>')).toBe('<p>uno</p><h2>dos</h2>');
  });

  it('turns plain text into paragraphs and cuts text, keeping the markup balanced', () => {
    expect(sanitizeHtml('uno\ndos\n\ntres <x')).toBe('<p>uno<br>dos</p><p>tres &lt;x</p>');
    expect(sanitizeHtml('')).toBe('');
    expect(truncateHtml('<p>abcdef ghi</p>', 6)).toEqual({ html: '<p>abcdef…</p>', truncated: true });
    expect(truncateHtml('<p>ab <strong>cd ef</strong> gh</p><p>ij</p>', 5)).toEqual({
      html: '<p>ab <strong>cd…</strong></p>',
      truncated: true,
    });
    expect(truncateHtml('<p>a &amp; b</p>', 5)).toEqual({ html: '<p>a &amp; b</p>', truncated: false });
    expect(htmlText('<p>a &amp; <a href="https://x.com/">b</a></p><p>c</p>')).toBe('a & bc');
  });
});
