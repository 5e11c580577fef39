import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductDescription } from './product-description';

describe('product description drawn on the server (no DOM)', () => {
  it('draws the section without showing its markup as text; the browser fills it in after taking over', () => {
    const html = renderToString(
      <ProductDescription html="<p>El <strong>Q-Pro</strong> es un panel LED de espectro completo.</p>" />,
    );
    expect(html).toContain('Descripción');
    expect(html).not.toContain('&lt;');
    expect(html).not.toContain('Q-Pro');
  });
});
