// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@/api/site-config';
import { renderPage } from '@/test/render';
import { ContactBlock } from './contact-block';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactBlock', () => {
  it('shows the saved contact data and the drawn map with its link before (and without) tiles', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    renderPage(<ContactBlock />, {
      fetch: {
        'GET /api/config/': {
          ...DEFAULT_SITE_CONFIG,
          phone: '11 4000-1234',
          latitude: -34.6,
          longitude: -58.4,
          map_zoom: 13,
        },
      },
    });
    expect(await screen.findByText('11 4000-1234')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Abrir en el mapa/ });
    await waitFor(() => expect(link.getAttribute('href')).toContain('#map=13/-34.6/-58.4'));
    expect(screen.getByTestId('map-fallback')).toBeTruthy();
    // Leaflet waits for the block to come into view: only observed so far, nothing drawn.
    expect(observed).toHaveLength(1);
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
