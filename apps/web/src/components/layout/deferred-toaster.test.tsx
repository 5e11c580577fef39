// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast';
import { DeferredToaster } from './deferred-toaster';

afterEach(cleanup);

describe('deferred Toaster (sonner loads on the first toast, issue 15)', () => {
  it('renders nothing until a toast is asked, then shows it: none is lost while sonner loads', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container.innerHTML).toBe('');
    await act(async () => {
      notify.success('Producto agregado al carrito');
    });
    expect(await screen.findByText('Producto agregado al carrito', {}, { timeout: 5000 })).toBeTruthy();
    await act(async () => {
      notify.error('No hay suficiente stock');
    });
    expect(await screen.findByText('No hay suficiente stock')).toBeTruthy();
  });
});
