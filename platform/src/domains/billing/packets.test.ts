import { createBillingTestPlatform, readJson, type BillingTestPlatform, type JsonBody } from './testing';

describe('packets, bundles, periods and provider pages', () => {
  let p: BillingTestPlatform;
  beforeAll(() => {
    p = createBillingTestPlatform();
  });
  afterAll(() => p.close());

  const get = async (path: string, init: { token?: string; headers?: Record<string, string> } = {}) => {
    const response = await p.request(path, init);
    return { status: response.status, body: await readJson(response) };
  };

  it('lists the demo provider packets with every spec field, in the caller language', async () => {
    const { body } = await get('/v2/packets', { headers: { 'accept-language': 'en' } });
    const byId = Object.fromEntries(body.map((packet: JsonBody) => [packet.id, packet]));
    expect(Object.keys(byId).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10]);
    expect(byId[1]).toMatchObject({
      name: 'Basic TV',
      base: true,
      price: '1990.00',
      period_human: { days: 0, months: 1, years: 0 },
    });
    expect(byId[1].design.backgrounds.desktop).toBe('http://platform.test/art/promo/packet-1.svg?w=1920');
    expect(byId[1].design.corner_badge).toEqual({ text: 'Top', color: '#e53935' });
    expect(byId[1].benefits[0]).toEqual({ icon: 'hd', text: 'Up to Full HD quality' });
    expect(byId[1].channels_count).toBe(byId[1].channels.length);
    expect(byId[4].agreement).toMatch(/18 or older/);
    expect(byId[9].type).toBe('promo');
    expect(byId[9].subscription.actions.can_subscribe).toBe(false);
    expect(byId[2]).toMatchObject({
      trial_amount: '100.00',
      trial_period_human: { days: 7, months: 0, years: 0 },
      is_trial: true,
    });
    expect(byId[2].libraries.map((library: JsonBody) => library.title)).toEqual(['Cinema', 'Premiere']);
    expect(byId[2].videos.length).toBeGreaterThan(0);
    expect(byId[7]).toMatchObject({
      is_bundle: true,
      custom_name: 'Movie Hall',
      custom_price: '3490.00',
      include: [2, 6],
    });
    expect(byId[7].packets.map((member: JsonBody) => member.parent_name)).toEqual([
      'Cinema + Series',
      'Cinema + Series',
    ]);
    const kk = await get('/v2/packets/1', { headers: { 'accept-language': 'kk' } });
    expect(kk.body.name).toBe('Базалық ТВ');
    const uz = await get('/v2/packets/1', { headers: { 'accept-language': 'uz' } });
    expect(uz.body.name).toBe('Asosiy TV');
  });

  it('marks the used trial and the packets the demo member already holds', async () => {
    const { body } = await get('/v2/packets/3', { token: p.demoToken });
    expect(body).toMatchObject({ is_used_trial: true, is_trial: false, available: true });
    const purchasable = await get('/v2/purchasepackets', { token: p.demoToken });
    expect(purchasable.body.map((packet: JsonBody) => packet.id)).toEqual([2, 3, 7]);
  });

  it('offers 1, 3 and 12 month periods with the longer ones cheaper per month', async () => {
    const { body } = await get('/v2/packets/6/purchaseperiods', { token: p.demoToken });
    expect(body.map((option: JsonBody) => [option.id, option.period_human, option.amount])).toEqual([
      [601, { days: 0, months: 1, years: 0 }, '1790.00'],
      [603, { days: 0, months: 3, years: 0 }, '4833.00'],
      [612, { days: 0, months: 0, years: 1 }, '17184.00'],
    ]);
    expect(body[0]).toMatchObject({
      is_have_money_on_balance: false,
      purchases_type: 'subscription',
      is_have_trial: false,
    });
  });

  it('resolves provider-qualified and bundle packet ids', async () => {
    expect((await get('/v2/packets/demo_2')).body.id).toBe(2);
    const member = await get('/v2/packets/1_7_6');
    expect(member.body).toMatchObject({ id: 6, parent_name: 'Кино + Сериалы' });
    expect((await get('/v2/providers/1/packet/2')).body.id).toBe(2);
    expect((await get('/v2/providers/demo/bundles/7/packets/2')).body.parent_name).toBe('Кино + Сериалы');
    expect((await get('/v2/providers/alma/bundles/8/packets/5')).body.id).toBe(5);
    expect((await get('/v2/providers/demo/bundles/8/packets/5')).status).toBe(404);
    expect((await get('/v2/providers/demo/bundles/7/packets/3')).status).toBe(404);
    expect((await get('/v2/packets/999')).status).toBe(404);
    expect((await get('/v2/packets/nope_2')).status).toBe(404);
  });

  it('serves the provider landing with packets, bundles, features and devices', async () => {
    const { body } = await get('/v2/providers/alma/info');
    expect(body).toMatchObject({ id: 2, shortname: 'alma', is_allow_additional_packets_without_base: true });
    expect(body.bundles.map((bundle: JsonBody) => bundle.id)).toEqual([7, 8]);
    expect(body.bundles[1]).toMatchObject({ internet_speed: '100', custom_name: 'Дом 100' });
    expect(body.landing.phone).toBeTruthy();
    expect(body.landing).toMatchObject({
      regform_button_url: 'https://alma-tv.example/connect',
      regform_button_caption: 'Подключить',
    });
    expect(Array.isArray(body.features)).toBe(true);
    expect(Array.isArray(body.devices)).toBe(true);
    expect((await get('/v2/providers/demo/info')).body.packets.map((packet: JsonBody) => packet.id)).toEqual([
      1, 2, 3, 4, 5, 6, 9, 10,
    ]);
    expect((await get('/v2/providers/nobody/info')).status).toBe(404);
  });

  it('lists quick-sale packets for a channel and for a content', async () => {
    const sport = p.ctx.db.prepare(`SELECT id FROM channels WHERE tags LIKE '%premium%' AND genre = 'sport'`).get() as {
      id: number;
    };
    const channelPackets = await get(`/v2/packets?channel_id=${sport.id}`);
    expect(channelPackets.body.map((packet: JsonBody) => packet.id)).toEqual([5]);
    const film = p.ctx.db.prepare(`SELECT id FROM contents WHERE library_id = 4 LIMIT 1`).get() as { id: number };
    const contentPackets = await get(`/v2/packets?content_id=${film.id}`);
    expect(contentPackets.body.map((packet: JsonBody) => packet.id)).toEqual([2, 7]);
  });
});
