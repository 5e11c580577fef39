import * as lucide from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as shell from './shell-icons';

describe('shell icons', () => {
  it('draw exactly what lucide draws for the same icon', () => {
    for (const [name, icon] of Object.entries(shell)) {
      const original = (lucide as unknown as Record<string, lucide.LucideIcon>)[name];
      expect(original, name).toBeDefined();
      const props = { 'aria-hidden': 'true' as const, className: 'size-5' };
      expect(renderToStaticMarkup(createElement(icon, props)), name).toBe(
        renderToStaticMarkup(createElement(original, props)),
      );
    }
  });
});
