// @vitest-environment happy-dom
import type { BlogPost } from '@mayorista/shared/blog';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { renderPage } from '@/test/render';
import { PostModal } from './post-modal';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const post: BlogPost = {
  id: 4,
  title: 'Guía de sustratos',
  slug: 'guia-de-sustratos',
  excerpt: 'Cómo elegir',
  cover_image: null,
  published_at: null,
  body: '<p>Hola</p>',
  is_published: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

let answer: { status: number; body: unknown } = { status: 201, body: post };
const fetchMock = vi.fn(
  async (_input: string, _init?: RequestInit) =>
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    }),
);
const onClose = vi.fn();
const sent = () => fetchMock.mock.calls.at(-1);

function open(editing: BlogPost | 'new') {
  renderPage(<PostModal editing={editing} onClose={onClose} />, { fetch: fetchMock });
}

beforeEach(() => {
  answer = { status: 201, body: post };
  fetchMock.mockClear();
  onClose.mockClear();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('PostModal', () => {
  it('requires a title before sending anything', async () => {
    open('new');
    fireEvent.click(screen.getByRole('button', { name: 'Crear entrada' }));
    expect(await screen.findByText('El título es requerido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a published post with formatted body and an empty slug for the server to make', async () => {
    open('new');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Nueva guía' } });
    const body = screen.getByLabelText('Contenido') as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: 'Hola' } });
    body.setSelectionRange(0, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    expect(body.value).toBe('<strong>Hola</strong>');
    const toggle = screen.getByRole('switch', { name: 'Publicada' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Crear entrada' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = sent() ?? [];
    expect(String(url)).toContain('/api/blog/admin/posts/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Nueva guía',
      slug: '',
      excerpt: '',
      body: '<strong>Hola</strong>',
      cover_image: null,
      is_published: true,
    });
    expect(notify.success).toHaveBeenCalledWith('Entrada creada');
  });

  it('edits with PATCH and shows the server error on the slug field', async () => {
    answer = { status: 400, body: { slug: ['Ya existe una entrada con este slug'] } };
    open(post);
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Guía de sustratos');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ya existe una entrada con este slug')).toBeTruthy();
    const [url, init] = sent() ?? [];
    expect(String(url)).toContain('/api/blog/admin/posts/4/');
    expect(init?.method).toBe('PATCH');
    expect(onClose).not.toHaveBeenCalled();
  });
});
