import { createCheckedAnswers } from './checked-answers';
import { forwardToPlatform, type GatewayOptions } from './gateway';
import { HeldBodyResponse } from './held-body-response';

/** The platform answering `text` as JSON, held whole as the connection pool hands it (lib/session/pool-fetch.ts). */
const platformAnswering = (text: string) =>
  (async () => new HeldBodyResponse(text, { status: 200, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;

async function forward(path: string[], text: string, options: Partial<GatewayOptions> = {}) {
  const request = new Request(`http://app.test/api/v2/${path.join('/')}`, { headers: { cookie: 'tv_token=t' } });
  return forwardToPlatform(request, path, { platformUrl: 'http://platform.test', fetch: platformAnswering(text), ...options });
}

describe('gateway: answers no rule reads pass as sent (issue 32)', () => {
  // As lib/api/contract/answer-check.ts: an answer without a schema comes back as it was.
  const checkAnswer = jest.fn((_method: string, path: string, data: unknown) => (path === '/v2/news' ? { checked: data } : data));

  beforeEach(() => checkAnswer.mockClear());

  it('hands the page the bytes the platform wrote when no schema, grant or profile statement needs reading', async () => {
    const text = '{"b": 1,\n  "a": ["кино"]}';
    const response = await forward(['tv', 'rows'], text, { checkAnswer, checksAnswer: () => false });
    expect(await response.text()).toBe(text);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(checkAnswer).not.toHaveBeenCalled();
  });

  it('still checks an answer its schema names', async () => {
    const response = await forward(['news'], '[{"id":1}]', { checkAnswer, checksAnswer: (method, path) => method === 'GET' && path === '/v2/news' });
    expect(checkAnswer).toHaveBeenCalledWith('GET', '/v2/news', [{ id: 1 }]);
    expect(await response.json()).toEqual({ checked: [{ id: 1 }] });
  });

  it('still moves a token out of an answer of any path, its key written plainly or escaped', async () => {
    for (const text of ['{"access_token":"fresh","expires_at":2000000}', '{"\\u0061ccess_token":"fresh","expires_at":2000000}']) {
      const response = await forward(['some', 'thing'], text, { checkAnswer, checksAnswer: () => false });
      expect(await response.json()).toEqual({ expires_at: 2_000_000 });
      expect(response.headers.getSetCookie().find((value) => value.startsWith('tv_token='))).toContain('tv_token=fresh');
    }
  });

  it('still reads the profile the viewer answer states', async () => {
    const response = await forward(['users', 'self'], '{"id":1,"profile":{"id":1,"role":"child"}}', { checkAnswer, checksAnswer: () => false });
    expect(response.headers.getSetCookie().find((value) => value.startsWith('tv_profile='))).toMatch(/^tv_profile=child;/);
  });

  describe('an answer checked before', () => {
    const news = (method: string, path: string) => method === 'GET' && path === '/v2/news';

    it('is sent as it was checked the first time while the platform sends the same bytes, and checked again once they change', async () => {
      const checkedAnswers = createCheckedAnswers();
      const first = await forward(['news'], '[{"id":1}]', { checkAnswer, checksAnswer: news, checkedAnswers });
      const second = await forward(['news'], '[{"id":1}]', { checkAnswer, checksAnswer: news, checkedAnswers });
      expect(checkAnswer).toHaveBeenCalledTimes(1);
      for (const response of [first, second]) {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/json');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ checked: [{ id: 1 }] });
      }
      const changed = await forward(['news'], '[{"id":2}]', { checkAnswer, checksAnswer: news, checkedAnswers });
      expect(checkAnswer).toHaveBeenCalledTimes(2);
      expect(await changed.json()).toEqual({ checked: [{ id: 2 }] });
    });

    it('is refused every time it comes back unusable', async () => {
      const checkedAnswers = createCheckedAnswers();
      const refusing = jest.fn(() => {
        throw new Error('no id');
      });
      for (let call = 1; call <= 2; call += 1) {
        const response = await forward(['news'], '[{"name":"x"}]', { checkAnswer: refusing, checksAnswer: news, checkedAnswers });
        expect(response.status).toBe(502);
        expect(refusing).toHaveBeenCalledTimes(call);
      }
    });

    it('is read again when it may carry a token', async () => {
      const checkedAnswers = createCheckedAnswers();
      for (let call = 1; call <= 2; call += 1) {
        const grant = await forward(['auth', 'refresh'], '{"access_token":"fresh","expires_at":2000000}', { checkAnswer, checksAnswer: () => true, checkedAnswers });
        expect(grant.headers.getSetCookie().find((value) => value.startsWith('tv_token='))).toContain('tv_token=fresh');
      }
      expect(checkAnswer).toHaveBeenCalledTimes(2);
    });

    it('states the profile role it stated when it was checked, for as long as the same bytes come back', async () => {
      const checkedAnswers = createCheckedAnswers();
      const viewer = (text: string) => forward(['users', 'self'], text, { checkAnswer, checksAnswer: () => true, checkedAnswers });
      const hint = (response: Response) => response.headers.getSetCookie().find((value) => value.startsWith('tv_profile='));
      const child = '{"id":1,"profile":{"id":2,"role":"child"}}';
      for (let call = 1; call <= 2; call += 1) {
        const response = await viewer(child);
        expect(hint(response)).toMatch(/^tv_profile=child;/);
        expect(await response.json()).toEqual({ id: 1, profile: { id: 2, role: 'child' } });
      }
      expect(checkAnswer).toHaveBeenCalledTimes(1);
      expect(hint(await viewer('{"id":1,"profile":{"id":1,"role":"adult"}}'))).toMatch(/^tv_profile=adult;/);
      expect(hint(await viewer('{"id":1}'))).toBeUndefined();
      expect(hint(await viewer('{"id":1}'))).toBeUndefined();
      expect(checkAnswer).toHaveBeenCalledTimes(3);
    });
  });
});
