// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageUrl, render, type ServerAnswer } from './entry-server';

/** The server's answers for a render: here every call fails, as for a product that does not exist. */
const answer: ServerAnswer = async () => ({ status: 404, body: { detail: 'No encontrado.' } });

/** Timers alive in this process (Node's own count): what a render left behind keeps its objects alive. */
const liveTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('the server render of a storefront page (decision 038)', () => {
  it('keeps nothing after it answers: no timer of its query client is left (issue 26 item 20)', async () => {
    const draw = (url: string) => render(url, answer).catch(() => null);
    await draw('/productos');
    const before = liveTimers();
    for (const url of ['/productos?page=2', '/productos?search=lampara', '/', '/producto/1']) await draw(url);
    // The query client's queries each kept a 10-minute garbage-collection timer, and with it the
    // client, its answers and the page: ~53 kB per render for 10 minutes.
    expect(liveTimers()).toBe(before);
  });

  it('gives no page when an answer fails, with every part settled: nothing rejects later (decision 050)', async () => {
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', record);
    try {
      for (const url of ['/producto/1', '/', '/productos']) expect(await render(url, answer)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('unhandledRejection', record);
    }
    // Thrown out of Preact's renderer, the first failure left the other suspended parts rejecting with
    // nobody listening: an unhandled rejection ends the server's process.
    expect(rejections).toEqual([]);
  });

  it('is kept under the parameters the page reads; any other is left out', () => {
    expect(pageUrl('/productos?cb=1')).toBe('/productos');
    expect(pageUrl('/productos?utm_source=x&page=2&search=%20lampara%20')).toBe(
      '/productos?search=lampara&page=2',
    );
    expect(pageUrl('/productos?brand_name=Marca&cb=2')).toBe('/productos?brand_name=Marca');
    expect(pageUrl('/productos?category_id=3&include_children=true&x=1')).toBe(
      '/productos?category_id=3&include_children=true',
    );
    expect(pageUrl('/productos?sale=true&category_name=Luces')).toBe('/productos?sale=true');
    expect(pageUrl('/productos?page=1')).toBe('/productos');
    expect(pageUrl('/?cb=3')).toBe('/');
    expect(pageUrl('/producto/12?ref=mail')).toBe('/producto/12');
  });
});
