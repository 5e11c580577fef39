// @vitest-environment happy-dom
import type { BlogPost } from '@mayorista/shared/blog';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, reply } from '@/test/render';
import BlogPostPage from './blog-post-page';

const post: BlogPost = {
  id: 1,
  title: 'Guía de riego',
  slug: 'guia-de-riego',
  excerpt: '',
  cover_image: null,
  published_at: '2026-11-03T12:00:00.000Z',
  body: '<p>Regá <strong>temprano</strong> a la mañana.</p><script>window.hacked = true</script>',
  is_published: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

let answer: { status: number; body: unknown };

function show(slug: string) {
  renderPage(<BlogPostPage />, {
    at: `/blog/${slug}`,
    path: '/blog/:slug',
    fetch: { 'GET /api/blog/posts/:slug/': () => reply(answer.status, answer.body) },
  });
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="La tienda">';
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('BlogPostPage', () => {
  it('shows the post with its date, without script, and its text as the meta description', async () => {
    answer = { status: 200, body: post };
    show('guia-de-riego');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guía de riego' })).toBeTruthy();
    expect(screen.getByText('3 de noviembre de 2026')).toBeTruthy();
    expect(document.querySelector('article script')).toBeNull();
    await waitFor(() => expect(description()).toBe('Regá temprano a la mañana.'));
    cleanup();
    expect(description()).toBe('La tienda');
  });

  it('answers an unknown slug with the not-found state', async () => {
    answer = { status: 404, body: { detail: 'La entrada no existe.' } };
    show('no-existe');
    expect(await screen.findByRole('heading', { name: 'Entrada no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el blog' }).getAttribute('href')).toBe('/blog');
  });
});
