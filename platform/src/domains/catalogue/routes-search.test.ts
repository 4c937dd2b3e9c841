import { startCatalogue } from './testing';

describe('search', () => {
  const platform = startCatalogue();
  afterAll(() => platform.close());
  const { call } = platform;

  it('suggests contents, persons and channels case-insensitively, answering in the caller language', async () => {
    const { status, body } = await call(`/v2/search/suggest?text=${encodeURIComponent('КАРАВАН')}`, { lang: 'ru' });
    expect(status).toBe(200);
    expect(body.contents.map((item: { id: number }) => item.id)).toContain(3);
    expect(body.suggestions).toContainEqual({ text: 'Последний караван' });
    const english = await call('/v2/search/suggest?text=caravan');
    expect(english.body.contents[0].title).toBe('The Last Caravan');
    const person = await call('/v2/search/suggest?text=gleb');
    expect(person.body.persons.length).toBeGreaterThan(0);
    expect(person.body.persons.every((item: { name: string }) => item.name.toLowerCase().includes('gleb'))).toBe(true);
  });

  it('finds channels from the channels domain by name', async () => {
    const channel = platform.ctx.db.prepare('SELECT name FROM channels ORDER BY id LIMIT 1').get() as { name: string };
    const name = JSON.parse(channel.name).en as string;
    const { body } = await call(`/v2/search/suggest?text=${encodeURIComponent(name.slice(0, 5).toUpperCase())}`);
    expect(body.channels.map((item: { name: string }) => item.name)).toContain(name);
  });

  it('refuses an empty or over-long text', async () => {
    expect((await call('/v2/search/suggest?text=')).status).toBe(400);
    expect((await call(`/v2/search/suggest?text=${'a'.repeat(256)}`)).status).toBe(400);
  });

  it('stores what was found and suggests the caller own past searches first', async () => {
    const { token } = platform.member();
    const found = await call('/v2/search/found', {
      token,
      json: { title: 'The Last Caravan', text: 'caravans of the steppe', content_type: 'content', object_id: 3 },
    });
    expect(found.status).toBe(201);
    expect(found.body).toMatchObject({ text: 'caravans of the steppe', content_type: 'content', object_id: 3 });
    const mine = await call('/v2/search/suggest?text=caravans', { token });
    expect(mine.body.suggestions[0]).toEqual({ text: 'caravans of the steppe' });
    const someoneElse = await call('/v2/search/suggest?text=caravans', { token: platform.member().token });
    expect(someoneElse.body.suggestions).not.toContainEqual({ text: 'caravans of the steppe' });
  });

  it('keeps a person opened from the results as a person, not a title', async () => {
    const { token, userId } = platform.member();
    const found = await call('/v2/search/found', {
      token,
      json: { title: 'Aru Solo', text: 'aru', content_type: 'person', object_id: 81 },
    });
    expect(found.status).toBe(201);
    const row = platform.ctx.db
      .prepare('SELECT content_type, object_id FROM search_history WHERE user_id = ?')
      .get(userId);
    expect(row).toEqual({ content_type: 'person', object_id: 81 });
  });

  it('validates search history entries', async () => {
    const { token } = platform.member();
    expect(
      (await call('/v2/search/found', { json: { text: 'x', content_type: 'content', object_id: 3 } })).status,
    ).toBe(401);
    const badType = await call('/v2/search/found', {
      token,
      json: { text: 'x', content_type: 'podcast', object_id: 3 },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.content_type).toBeDefined();
    expect((await call('/v2/search/found', { token, json: { text: 'x', content_type: 'channel' } })).status).toBe(400);
    expect((await call('/v2/search/found', { token, json: { content_type: 'channel', object_id: 1 } })).status).toBe(
      400,
    );
  });
});
