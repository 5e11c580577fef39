// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FetchFunction, type FetchRoutes, renderPage } from '@/test/render';
import {
  INVITATION_VALIDATION_FAILED,
  InvitationCodeStatus,
  VALIDATION_FAILED,
} from './invitation-code-status';

function renderStatus(fetch: FetchRoutes | FetchFunction) {
  renderPage(<InvitationCodeStatus code="123456" id="code-status" />, { fetch });
}

describe('invitation code check', () => {
  it('says the invitation check failed when the server answers with an error', async () => {
    renderStatus({ '/api/*': () => new Response('', { status: 500 }) });
    expect(await screen.findByText(INVITATION_VALIDATION_FAILED)).toBeTruthy();
  });

  it('says the code check failed when there is no answer', async () => {
    renderStatus(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText(VALIDATION_FAILED)).toBeTruthy();
  });
});
