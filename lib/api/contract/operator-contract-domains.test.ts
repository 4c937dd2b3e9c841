import { toAccount, toPacket, toTransaction } from '../billing-reshape';
import { toContent, toRow } from '../catalogue-reshape';
import { toSeasons } from '../episodes-reshape';
import { toChannel } from '../channels-reshape';
import { getEpg } from '../channels';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { toFavorite } from '../favorites';
import { getNetworkInfo } from '../platform';
import type { RawAccount, RawPacket, RawTransaction } from '../raw/billing';
import type { RawContent, RawEpisode, RawRow } from '../raw/catalogue';
import type { RawChannel, RawFavorite } from '../raw/channels';
import { forwardToPlatform } from '../../session/gateway';
import { captureDriftWarnings, checkedFixture } from '@/tests/support/drift-warnings';
import { checkAnswer } from './answer-check';
import type { OperatorFixture } from './operator-fixtures';
import { OPERATOR_DOMAIN_FIXTURES as FIXTURES } from './operator-fixtures-domains';

/**
 * The contract for the network data, the viewer's lists, the catalogue and billing: real-shaped answers
 * (./operator-fixtures-domains.ts) go through the boundary check and every reshape without a crash, the usable part
 * kept, each broken entry dropped with one log line naming the path and the field.
 */
const warnings = captureDriftWarnings();
const checked = checkedFixture;
const drifts = () => warnings().mock.calls.map((args) => String(args[0]));

function operatorFetch(fixture: OperatorFixture) {
  return (async () => Response.json(fixture.body, { status: fixture.status })) as unknown as typeof fetch;
}

describe('operator contract: network data, lists, catalogue and billing', () => {
  it(FIXTURES.network.evidence, async () => {
    const api = createApiClient({ baseUrl: 'http://operator.test', fetch: operatorFetch(FIXTURES.network), checkAnswer });
    const network = await getNetworkInfo(api);
    expect(network).toMatchObject({ isGuestAllowed: true, agreementUrl: '', privacyUrl: '', accountLink: null, noProviderText: { title: '', description: '' } });
    expect(network.provider).toMatchObject({ name: '', phoneMask: null, otpLength: 0 });
    expect(drifts()).toEqual([]);
  });

  it(FIXTURES.userChannelList.evidence, () => {
    const channels = checked<RawChannel[]>(FIXTURES.userChannelList).map(toChannel);
    expect(channels.map((channel) => [channel.id, channel.name, channel.isPurchased, channel.isAvailable, channel.favorite?.id ?? null])).toEqual([
      [101, '', true, true, 7],
      [102, '', false, false, null],
    ]);
    expect(drifts()).toHaveLength(1);
    expect(drifts()[0]).toMatch(/GET \/v2\/users\/self\/channel_list .*\[\]\.id/);
  });

  it(FIXTURES.epg.evidence, async () => {
    const api = createApiClient({ baseUrl: 'http://operator.test', fetch: operatorFetch(FIXTURES.epg), checkAnswer });
    const rows = await getEpg(api, [101], { startSec: 1_796_600_000, endSec: 1_796_610_000 });
    expect(rows).toEqual([{ channelId: 101, items: [{ id: 9001, startSec: 1_796_600_000, durationSec: 3600, title: 'News', age: null, isCatchupAvailable: false }] }]);
    expect(drifts()[0]).toMatch(/GET \/v2\/channels\/epg .*items\.\[\]\.title/);
  });

  it(FIXTURES.favorites.evidence, () => {
    const favorites = checked<RawFavorite[]>(FIXTURES.favorites).map(toFavorite);
    expect(favorites.map((favorite) => [favorite.id, favorite.objectType, favorite.objectId, favorite.channelId, favorite.contentId])).toEqual([
      [7, 'channel', 101, 101, null],
      [8, 'content', 'film-uuid-1', null, 'film-uuid-1'],
    ]);
    expect(favorites[0].createdAtSec).toBe(Date.UTC(2026, 11, 1, 10) / 1000);
    expect(drifts()).toHaveLength(1);
  });

  it(FIXTURES.content.evidence, () => {
    const content = toContent(checked<RawContent>(FIXTURES.content));
    expect(content).toMatchObject({ id: 'film-uuid-1', slug: 'film', title: 'Film', contentType: 'movie', libraryId: 4, year: 2024 });
    expect(content.persons.map((person) => person.name)).toEqual(['Actor']);
    expect(drifts()[0]).toMatch(/GET \/v2\/contents\/\{slug\} .*persons\.\[\]\.name/);
  });

  it(`${FIXTURES.episodes.evidence}: grouped into seasons in episode order, an entry without an id dropped and logged once`, () => {
    const seasons = toSeasons(checked<RawEpisode[]>(FIXTURES.episodes));
    expect(seasons.map((season) => [season.season, season.episodes.map((episode) => [episode.id, episode.episode, episode.title])])).toEqual([
      [1, [['ep-1-1', 1, 'Pilot'], ['ep-1-2', 2, 'Second']]],
      [2, [['ep-2-1', 1, 'Return']]],
    ]);
    expect(seasons[1].episodes[0]).toMatchObject({ slug: 'serial-s2e1', isAnnouncement: true, durationSec: 2700, cover: { src16x9: 'https://img.example/e21-16x9.jpg' } });
    expect(drifts()).toHaveLength(1);
    expect(drifts()[0]).toMatch(/GET \/v2\/contents\/\{slug\}\/episodes .*\[\]\.id/);
  });

  it(FIXTURES.channelRow.evidence, () => {
    const row = toRow(checked<RawRow>(FIXTURES.channelRow));
    expect(row.contentType).toBe('channel');
    expect(row.channels.map((channel) => [channel.id, channel.name, channel.logo])).toEqual([[101, 'First', 'https://img.example/101-icon.png']]);
    expect(drifts()[0]).toMatch(/GET \/v2\/rows\/\{slug\} .*channels\.\[\]\.name/);
  });

  it(FIXTURES.contentRow.evidence, () => {
    const row = toRow(checked<RawRow>(FIXTURES.contentRow));
    expect(row.contents.map((card) => [card.id, card.title, card.year, card.genres.map((genre) => genre.name)])).toEqual([['film-uuid-1', 'Film', 2024, ['Drama']]]);
    expect(drifts()[0]).toMatch(/contents\.\[\]\.slug/);
  });

  it(FIXTURES.packets.evidence, () => {
    const packets = checked<RawPacket[]>(FIXTURES.packets).map(toPacket);
    expect(packets.map((packet) => [packet.id, packet.name, packet.price, packet.totalPrice, packet.available, packet.members.length])).toEqual([
      [11, 'Base', '299.00', '299.00', true, 0],
    ]);
    expect(packets[0].actions.canSubscribe).toBe(false);
    expect(drifts()[0]).toMatch(/GET \/v2\/packets .*\[\]\.name/);
  });

  it(FIXTURES.accounts.evidence, () => {
    expect(checked<RawAccount[]>(FIXTURES.accounts).map(toAccount)).toEqual([{ id: 21, balance: '150.50', currency: '', isPaymentAllowed: true }]);
  });

  it(`${FIXTURES.transaction.evidence}: an unknown status keeps the payment pending, logged once`, () => {
    const transaction = toTransaction(checked<RawTransaction>(FIXTURES.transaction));
    expect([transaction.id, transaction.status, transaction.qr, transaction.needsSmsCode]).toEqual([31, 'pending', null, false]);
    expect(drifts()).toHaveLength(1);
  });

  it.each([
    ['GET', '/v2/users/self/network', ['a list']],
    ['GET', '/v2/contents/film', { title: 'no id or slug' }],
    ['GET', '/v2/contents/serial/episodes', { season: 1, episodes: [] }],
    ['GET', '/v2/packets/11', { id: 11, name: 'no price' }],
    ['GET', '/v2/users/self/transactions/31', { status: 'complete' }],
  ])('an unusable %s %s answer is the translated error, never a crash', (method, path, body) => {
    expect(() => checkAnswer(method, path, body)).toThrow(ApiError);
  });

  it('the gateway gives the browser an unusable content as a 502 with the unreachable code, one log line', async () => {
    const response = await forwardToPlatform(new Request('http://app.test/api/v2/contents/film'), ['contents', 'film'], {
      platformUrl: 'http://operator.test',
      fetch: operatorFetch({ ...FIXTURES.content, body: { title: 'no id' } }),
      checkAnswer,
      now: () => Date.UTC(2026, 11, 6),
    });
    expect(response.status).toBe(502);
    expect((await response.json()).error_code).toBe('platform_unreachable');
    expect(drifts().filter((line) => line.includes('/v2/contents/{slug}'))).toHaveLength(1);
  });
});
