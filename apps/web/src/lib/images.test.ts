import { describe, expect, it } from 'vitest';
import { responsiveImage } from './images';

describe('responsiveImage', () => {
  it('serves an image stored with both variants with a 400w and 1000w srcSet', () => {
    expect(responsiveImage('/media/products/ab12-1000.webp')).toEqual({
      src: '/media/products/ab12-1000.webp',
      srcSet: '/media/products/ab12-400.webp 400w, /media/products/ab12-1000.webp 1000w',
    });
  });

  it('falls back to the small file when asked (cards, thumbnails)', () => {
    expect(responsiveImage('https://cdn.example.com/p/x-1000.webp', 'small')).toEqual({
      src: 'https://cdn.example.com/p/x-400.webp',
      srcSet: 'https://cdn.example.com/p/x-400.webp 400w, https://cdn.example.com/p/x-1000.webp 1000w',
    });
  });

  it('keeps a plain src for images without both variants', () => {
    for (const url of [
      '/media/brands/logo-400.webp',
      'https://otro.com/foto.jpg',
      '/media/products/x-1000.webp?v=2',
      '/media/banners/b-1600.webp',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url });
      expect(responsiveImage(url, 'small')).toEqual({ src: url });
    }
  });
});
