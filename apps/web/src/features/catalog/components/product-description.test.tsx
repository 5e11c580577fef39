import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductDescription } from './product-description';

describe('product description drawn on the server (no DOM)', () => {
  it('draws the description with its markup, as the browser will (none shown as text)', () => {
    const html = renderToString(
      <ProductDescription html="<p>El <strong>Q-Pro</strong> es un panel LED de espectro completo.</p>" />,
    );
    expect(html).toContain('Descripción');
    expect(html).not.toContain('&lt;');
    expect(html).toContain('<p>El <strong>Q-Pro</strong> es un panel LED de espectro completo.</p>');
  });
});
