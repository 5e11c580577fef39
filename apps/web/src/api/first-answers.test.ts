// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './client';
import { resetFirstAnswers } from './first-answers';

const ANSWERS = {
  '/api/config/': { store_name: 'Tienda del HTML' },
  '/api/products/latest/?page_size=12&is_available=true': { results: [{ id: 1, name: 'Lámpara </script>' }] },
};

function pageWithAnswers(answers: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-answers';
  script.textContent = JSON.stringify(answers).replace(/</g, '\\u003c');
  document.body.append(script);
}

describe('first answers carried by the HTML (decision 037)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetFirstAnswers();
    localStorage.clear();
    fetchMock = vi.fn(
      async () => new Response('{"from":"server"}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    document.getElementById('first-answers')?.remove();
    vi.unstubAllGlobals();
  });

  it('answers an anonymous GET of the same URL once, then asks the server', async () => {
    pageWithAnswers(ANSWERS);
    expect(await apiGet('/config/')).toEqual({ store_name: 'Tienda del HTML' });
    expect(await apiGet('/products/latest/', { params: { page_size: 12, is_available: true } })).toEqual(
      ANSWERS['/api/products/latest/?page_size=12&is_available=true'],
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('first-answers')).toBeNull();
    expect(await apiGet('/config/')).toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never answers a URL it does not carry, nor anyone with a session', async () => {
    pageWithAnswers(ANSWERS);
    expect(await apiGet('/products/latest/', { params: { page_size: 24 } })).toEqual({ from: 'server' });
    localStorage.setItem('accessToken', 'x.y.z');
    const withSession = await apiGet('/config/').catch((error) => error);
    expect(withSession).toEqual({ from: 'server' });
  });

  it('asks the server when the page carries nothing or a broken script', async () => {
    expect(await apiGet('/config/')).toEqual({ from: 'server' });
    resetFirstAnswers();
    const script = document.createElement('script');
    script.id = 'first-answers';
    script.textContent = '{roto';
    document.body.append(script);
    expect(await apiGet('/config/')).toEqual({ from: 'server' });
  });
});
