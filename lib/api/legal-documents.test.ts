import { getLegalDocument, LegalDocumentError, MAX_LEGAL_DOCUMENT_BYTES } from './legal-documents';

function serving(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const asked: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    asked.push({ url: String(input), init });
    return answer(new URL(String(input)), init);
  }) as typeof fetch;
  return { asked, options: { baseUrl: 'https://api.operator.example', locale: 'kk', timeoutMs: 1000, revalidateSeconds: 300, fetch: fetchImpl } };
}

describe('getLegalDocument', () => {
  it("reads the operator's own address as given, through Next's data cache, in the viewer's language", async () => {
    const { asked, options } = serving(() => new Response('Agreement text', { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    expect(await getLegalDocument('https://legal.isp.example/docs/oferta.txt', options)).toBe('Agreement text');
    expect(asked[0].url).toBe('https://legal.isp.example/docs/oferta.txt');
    expect(asked[0].init).toMatchObject({ headers: { 'Accept-Language': 'kk' }, next: { revalidate: 300, tags: ['api', 'texts'] } });
  });

  it('reduces an HTML document to its text, with none of its markup', async () => {
    const { options } = serving(() => new Response('<h1>Privacy</h1><p>We keep <b>little</b>.</p><script>alert(1)</script>', { headers: { 'content-type': 'text/html' } }));
    expect(await getLegalDocument('/privacy.html', options)).toBe('Privacy\n\nWe keep little.');
  });

  it.each([
    ['a 404', () => new Response('gone', { status: 404 })],
    ['a 502 from a proxy', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['a PDF', () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } })],
    ['an empty page', () => new Response('<html><body> </body></html>', { headers: { 'content-type': 'text/html' } })],
    ['an oversized answer', () => new Response('x'.repeat(MAX_LEGAL_DOCUMENT_BYTES + 1))],
  ])('fails on %s', async (_name, answer) => {
    await expect(getLegalDocument('https://legal.isp.example/a', serving(answer).options)).rejects.toBeInstanceOf(LegalDocumentError);
  });

  it('never fetches an address that is not http(s)', async () => {
    const { asked, options } = serving(() => new Response('x'));
    await expect(getLegalDocument('file:///etc/passwd', options)).rejects.toBeInstanceOf(LegalDocumentError);
    await expect(getLegalDocument('javascript:alert(1)', options)).rejects.toBeInstanceOf(LegalDocumentError);
    expect(asked).toEqual([]);
  });

  it('gives up when the address does not answer in time', async () => {
    const { options } = serving(
      (_url, init) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(getLegalDocument('https://legal.isp.example/slow', { ...options, timeoutMs: 20 })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
