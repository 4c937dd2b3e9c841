import { createApiClient } from './client';
import { getLegalText } from './texts';

function platformWith(answer: (url: URL) => Response) {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    return answer(url);
  }) as typeof fetch;
  return { asked, api: createApiClient({ baseUrl: 'http://platform.test', fetch: fetchImpl }) };
}

describe('getLegalText', () => {
  it("reads the platform's plain text in the asked language", async () => {
    const { asked, api } = platformWith(() => new Response('Terms of use: "watch responsibly"', { headers: { 'content-type': 'text/plain' } }));
    expect(await getLegalText(api, 'terms', 'kk')).toBe('Terms of use: "watch responsibly"');
    expect(asked).toEqual(['/v2/texts/terms?lang=kk']);
  });

  it('is null when the platform has no such text, and fails when the platform does', async () => {
    expect(await getLegalText(platformWith(() => new Response('', { status: 404 })).api, 'privacy', 'en')).toBeNull();
    await expect(getLegalText(platformWith(() => new Response('', { status: 502 })).api, 'privacy', 'en')).rejects.toThrow();
  });
});
