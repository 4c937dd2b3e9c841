import { startCatalogue, type CatalogueTestPlatform } from '@/platform/src/domains/catalogue/testing';
import { createPlaybackStat } from '@/platform/src/domains/media/stats';
import { forwardBeacon } from './beacon-gateway';

let platform: CatalogueTestPlatform;
beforeAll(() => {
  platform = startCatalogue();
});
afterAll(() => platform.close());

const options = () => ({
  platformUrl: 'http://platform.test',
  fetch: ((input: RequestInfo | URL, init?: RequestInit) => platform.app.fetch(new Request(input, init))) as typeof fetch,
});

/** A beacon as navigator.sendBeacon sends it: POST, text/plain, the session cookie. */
function beacon(path: string, token: string, body = '') {
  return new Request(`http://app.test/api/beacon/${path}`, {
    method: 'POST',
    headers: { cookie: `tv_token=${token}`, 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });
}

const durationOf = (statId: number) =>
  (platform.ctx.db.prepare('SELECT duration FROM playback_stats WHERE id = ?').get(statId) as { duration: number }).duration;

describe('forwardBeacon', () => {
  it("records the watched duration sent as the viewer leaves, on the viewer's own stat", async () => {
    const member = platform.member();
    const statId = createPlaybackStat(platform.ctx, { userId: member.userId, contentId: 1 });
    const response = await forwardBeacon(beacon(`v2/users/self/stat/${statId}?duration=42&method=PATCH`, member.token), ['v2', 'users', 'self', 'stat', String(statId)], options());
    expect(response.status).toBe(200);
    expect(durationOf(statId)).toBe(42);
  });

  it('saves the history position from a text/plain JSON body', async () => {
    const member = platform.member();
    const response = await forwardBeacon(
      beacon('v2/users/self/history?method=POST', member.token, JSON.stringify({ content_id: 1, seconds: 300, duration: 1200 })),
      ['v2', 'users', 'self', 'history'],
      options(),
    );
    expect(response.status).toBe(201);
    const meta = await platform.call('/v2/users/self/content_metadata/1', { token: member.token });
    expect(meta.body.history).toMatchObject({ seconds: 300, duration: 1200 });
  });

  it('refuses any other call, so a beacon cannot buy, delete or change settings', async () => {
    const member = platform.member();
    const refused = [
      ['v2/users/self/stat/1?method=DELETE', ['v2', 'users', 'self', 'stat', '1']],
      ['v2/users/self/purchases?method=POST', ['v2', 'users', 'self', 'purchases']],
      ['v2/users/self/history?method=PATCH', ['v2', 'users', 'self', 'history']],
      ['v2/users/self/stat/1', ['v2', 'users', 'self', 'stat', '1']],
    ] as const;
    for (const [path, segments] of refused) {
      const response = await forwardBeacon(beacon(path, member.token), [...segments], options());
      expect(response.status).toBe(403);
    }
  });

  it("cannot touch another viewer's stat", async () => {
    const owner = platform.member();
    const other = platform.member();
    const statId = createPlaybackStat(platform.ctx, { userId: owner.userId, contentId: 1 });
    const response = await forwardBeacon(beacon(`v2/users/self/stat/${statId}?duration=42&method=PATCH`, other.token), ['v2', 'users', 'self', 'stat', String(statId)], options());
    expect(response.status).toBe(404);
    expect(durationOf(statId)).toBe(0);
  });
});
