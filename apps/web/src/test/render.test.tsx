// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage, reply } from './render';

describe('fetch router', () => {
  it('answers by method and path, with the path parameters, and records every call', async () => {
    const api = mockFetch({
      'GET /api/items/:id/': ({ params, search }) => ({ id: Number(params.id), q: search.get('q') }),
      'POST /api/items/': ({ body }) => reply(201, body),
      '/api/any/*': 'anything',
    });
    const get = await (await fetch('/api/items/7/?q=maceta')).json();
    expect(get).toEqual({ id: 7, q: 'maceta' });
    const post = await fetch('/api/items/', { method: 'POST', body: JSON.stringify({ name: 'Sustrato' }) });
    expect(post.status).toBe(201);
    expect(await post.json()).toEqual({ name: 'Sustrato' });
    expect(await (await fetch('/api/any/deep/path/', { method: 'DELETE' })).json()).toBe('anything');
    expect(api.callsTo('POST', '/api/items/')[0].body).toEqual({ name: 'Sustrato' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/items/7/',
      'POST /api/items/',
      'DELETE /api/any/deep/path/',
    ]);
  });

  it('answers 404 naming a call no route expects, and 204 for an empty answer', async () => {
    mockFetch({ 'DELETE /api/items/:id/': () => undefined });
    const missing = await fetch('/api/items/7/');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Sin ruta en la prueba: GET /api/items/7/' });
    expect((await fetch('/api/items/7/', { method: 'DELETE' })).status).toBe(204);
  });
});

function Item() {
  const { id } = useParams();
  const item = useQuery({
    queryKey: ['item', id],
    queryFn: async () => (await fetch(`/api/items/${id}/`)).json() as Promise<{ name: string }>,
  });
  return <p>{item.data?.name ?? 'Cargando'}</p>;
}

describe('renderPage', () => {
  it('mounts the page at its address and route, with a QueryClient and the API', async () => {
    renderPage(<Item />, {
      at: '/items/3',
      path: '/items/:id',
      fetch: { 'GET /api/items/:id/': ({ params }) => ({ name: `Item ${params.id}` }) },
    });
    expect(await screen.findByText('Item 3')).toBeTruthy();
  });
});
