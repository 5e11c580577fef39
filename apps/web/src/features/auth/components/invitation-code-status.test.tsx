// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INVITATION_VALIDATION_FAILED,
  InvitationCodeStatus,
  VALIDATION_FAILED,
} from './invitation-code-status';

function renderStatus() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InvitationCodeStatus code="123456" id="code-status" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('invitation code check', () => {
  it('says the invitation check failed when the server answers with an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderStatus();
    expect(await screen.findByText(INVITATION_VALIDATION_FAILED)).toBeTruthy();
  });

  it('says the code check failed when there is no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderStatus();
    expect(await screen.findByText(VALIDATION_FAILED)).toBeTruthy();
  });
});
