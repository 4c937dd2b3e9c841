import { renderToStaticMarkup } from 'react-dom/server';
import { completePagesOnly, isNotStoredPage, NOT_STORED_ATTRIBUTE, UNKNOWN_ADDRESS_PATH } from './store-policy.mjs';

function storeSpy() {
  const stored: string[] = [];
  const handler = completePagesOnly({
    name: 'spy',
    set: async (key: string) => {
      stored.push(key);
    },
  });
  return { stored, set: (key: string, value: unknown) => handler.set(key, { value }, {}) };
}

const page = (html: string, status = 200) => ({ kind: 'APP_PAGE', html, status, rscData: Buffer.from('') });

describe('the page cache keeps complete pages only', () => {
  it('stores a complete page, skips a 404 and a page rendered with part of its data missing', async () => {
    const partialMarkup = renderToStaticMarkup(<main {...{ [NOT_STORED_ATTRIBUTE]: 'partial' }}>x</main>);
    const { stored, set } = storeSpy();
    await set('/complete', page('<html><main id="main">Films</main></html>'));
    await set('/unknown', page('<html>404</html>', 404));
    await set('/partial', page(`<html>${partialMarkup}</html>`));
    await set('/contents/anything-3', page(`<html>${renderToStaticMarkup(<span hidden {...{ [NOT_STORED_ATTRIBUTE]: 'alias' }} />)}</html>`));
    expect(stored).toEqual(['/complete']);
  });

  it('keeps the one 404 page every unknown address is served from', async () => {
    const { stored, set } = storeSpy();
    await set(`/en-c1${UNKNOWN_ADDRESS_PATH}`, page('<html>404</html>', 404));
    await set('/en-c1/contents/no-such-title', page('<html>404</html>', 404));
    expect(stored).toEqual([`/en-c1${UNKNOWN_ADDRESS_PATH}`]);
  });

  it('stores a share image, not the redirect an alias of its title gets', async () => {
    const { stored, set } = storeSpy();
    const route = (status: number) => ({ kind: 'APP_ROUTE', status, headers: {}, body: Buffer.from('') });
    await set('/og/contents/the-silent-harbor-1', route(200));
    await set('/og/contents/anything-1', route(307));
    await set('/og/contents/no-such-title', route(404));
    expect(stored).toEqual(['/og/contents/the-silent-harbor-1']);
  });

  it('stores data-cache answers that merely mention the attribute', async () => {
    const { stored, set } = storeSpy();
    await set('fetch-key', { kind: 'FETCH', data: { body: `{"text":"${NOT_STORED_ATTRIBUTE}="}` } });
    expect(stored).toEqual(['fetch-key']);
    expect(isNotStoredPage({ kind: 'APP_PAGE', html: '<main data-not-stored-x>' })).toBe(false);
  });
});
