// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateCell } from './date-cell';
import { DetailList } from './detail-list';
import { MoneyCell } from './money-cell';
import { PageHeader } from './page-header';
import { StatusBadge } from './status-badge';

afterEach(cleanup);

describe('MoneyCell', () => {
  it('formats pesos and dollars as es-AR whole numbers', () => {
    render(
      <>
        <MoneyCell value={1234567.6} />
        <MoneyCell value="990" currency="USD" />
        <MoneyCell value={null} />
      </>,
    );
    expect(screen.getByText('$ 1.234.568')).toBeTruthy();
    expect(screen.getByText('U$S 990')).toBeTruthy();
    expect(screen.getByText('$ 0')).toBeTruthy();
  });
});

describe('DateCell', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 5, 15, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the relative date with the absolute date and time as its tooltip', () => {
    render(<DateCell value={new Date(2030, 5, 12, 9, 5).toISOString()} />);
    const time = screen.getByText('Hace 3 días');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toMatch(/^12\/06\/2030,? 09:05/);
  });

  it('can show the plain date, and a dash without a date', () => {
    render(
      <>
        <DateCell value={new Date(2030, 5, 14, 20).toISOString()} format="date" />
        <DateCell value={null} />
      </>,
    );
    expect(screen.getByText('14/06/2030')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
  });
});

describe('StatusBadge', () => {
  it('colors each tone differently', () => {
    render(
      <>
        <StatusBadge tone="success">Activo</StatusBadge>
        <StatusBadge tone="danger">Bloqueado</StatusBadge>
      </>,
    );
    expect(screen.getByText('Activo').className).toContain('text-brand-800');
    expect(screen.getByText('Bloqueado').className).toContain('text-red-700');
  });
});

describe('PageHeader', () => {
  it('is the screen’s level-one heading with its description and actions', () => {
    render(
      <PageHeader
        title="Clientes"
        description="12 clientes"
        actions={<button type="button">Crear cliente</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toBeTruthy();
    expect(screen.getByText('12 clientes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear cliente' })).toBeTruthy();
  });
});

describe('DetailList', () => {
  it('pairs each label with its value', () => {
    render(<DetailList rows={[{ label: 'Email', value: 'ana@sur.com' }]} />);
    const term = screen.getByText('Email');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling?.textContent).toBe('ana@sur.com');
  });
});
