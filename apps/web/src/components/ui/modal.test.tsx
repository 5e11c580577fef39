// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Drawer } from './drawer';
import { Modal, ModalCancelButton, useModalDirty } from './modal';

afterEach(cleanup);

/** A modal form's field that tells the modal whether it holds unsaved changes. */
function DirtyForm({ dirty }: { dirty: boolean }) {
  useModalDirty(dirty);
  return <input aria-label="Nombre" />;
}

describe('Modal', () => {
  it('is a dialog named by its title that keeps the focus inside and closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <>
        <button type="button">Fuera</button>
        <Modal open onClose={onClose} title="Información del usuario" description="Datos de la cuenta">
          <input aria-label="Nota" />
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Información del usuario' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nota' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before closing a form with unsaved changes, from Escape or its Cancelar', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Nueva Categoría" footer={<ModalCancelButton />}>
        <DirtyForm dirty />
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    expect(onClose).toHaveBeenCalledOnce();

    // Nothing typed: it closes at once.
    rerender(
      <Modal open onClose={onClose} title="Nueva Categoría" footer={<ModalCancelButton />}>
        <DirtyForm dirty={false} />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open while busy', async () => {
    const onClose = vi.fn();
    render(<Modal open busy onClose={onClose} title="Guardando" />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Cerrar' }).hasAttribute('disabled')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Oculto" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  const props = {
    open: true,
    title: 'Bloquear cliente',
    message: '¿Bloquear a Ana?',
    confirmLabel: 'Bloquear',
    pendingLabel: 'Bloqueando...',
    tone: 'danger' as const,
    onClose: () => {},
  };

  it('confirms with a red button in the destructive variant', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...props} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Bloquear cliente' });
    expect(dialog.textContent).toContain('¿Bloquear a Ana?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    const confirm = screen.getByRole('button', { name: 'Bloquear' });
    expect(confirm.className).toContain('btn-danger');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('disables confirm and cancel while pending', () => {
    render(<ConfirmDialog {...props} pending onConfirm={() => {}} />);
    const confirm = screen.getByRole('button', { name: 'Bloqueando...' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancelar' }).hasAttribute('disabled')).toBe(true);
  });

  it('uses the primary button otherwise', () => {
    render(<ConfirmDialog {...props} tone="primary" onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: 'Bloquear' }).className).toContain('btn-primary');
  });
});

describe('Drawer', () => {
  it('is a labelled side sheet that closes with its button', async () => {
    const onClose = vi.fn();
    render(
      <Drawer open onClose={onClose} title="Filtros" closeLabel="Cerrar filtros">
        <label>
          Estado <select />
        </label>
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Filtros' });
    expect(drawer.className).toContain('right-0');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar filtros' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
