import { PACKET_ID } from '../billing/entitlements';
import { findPlaybackStat } from '../media/stats';
import { EARLY_MIDROLL_CHANNEL_ID, MIDDLE_ROLL_POSITIONS_MS } from './stream-ads';
import { FIXTURE_NOW_MS, createChannelsTestPlatform, scheduleFor } from './test-fixtures';
import { withoutToken } from '../media/signed-test-path';

const platform = createChannelsTestPlatform();
afterAll(() => platform.close());
const nowSec = FIXTURE_NOW_MS / 1000;
const HOUR = 3600;
const DAY = 86_400;

const FREE_CHANNEL = 1;
const SPORT_CHANNEL = 14;
const SPORT_NO_ARCHIVE = 21;
const ADULT_CHANNEL = 55;

async function errorCode(response: Response) {
  return ((await response.json()) as { error_code: string }).error_code;
}

describe('GET /v2/channels/{id}/stream', () => {
  const member = platform.member();
  platform.grantPacket(member.userId, PACKET_ID.sport);
  const stream = (channel: number | string, query = '', token = member.token) =>
    platform.request(`/v2/channels/${channel}/stream${query}`, { token });

  it('answers a purchased live channel with urls, a stat id, trackers and no ads for a packet holder', async () => {
    const response = await stream(SPORT_CHANNEL);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(withoutToken(data.hls)).toBe(`http://platform.test/media/live/${SPORT_CHANNEL}/master.m3u8`);
    expect(data.hls_mbr).toBe(data.hls);
    expect(data.stream_info).toMatchObject({ channel_id: SPORT_CHANNEL, is_live: true, start: null });
    expect(data.playback_points).toEqual([]);
    expect(data.trackers[0].tracker_type).toBe('tns');
    expect(data.ad.pre_roll).toEqual([]);
    expect(findPlaybackStat(platform.ctx, data.stat.id)?.channel_id).toBe(SPORT_CHANNEL);
  });

  it('binds its addresses to the browser it answers: the answer sets the media cookie its media requests need', async () => {
    const response = await stream(SPORT_CHANNEL);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^media_key=[^;]+; Path=\/media\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const { hls } = (await response.json()) as { hls: string };
    const path = new URL(hls).pathname;
    const cookie = setCookie.split(';')[0];
    expect((await platform.app.request(path, { headers: { cookie } })).status).toBe(200);
    expect((await platform.app.request(path)).status).toBe(403);
    const other = await stream(SPORT_CHANNEL, '', platform.member().token);
    const otherCookie = (other.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await platform.app.request(path, { headers: { cookie: otherCookie } })).status).toBe(403);
  });

  it('plays free channels with ad rolls that a packet removes', async () => {
    const guest = platform.guest();
    const data = await (await stream(FREE_CHANNEL, '', guest.token)).json();
    expect(data.ad.pre_roll[0].ad_tag).toBe('http://platform.test/media/vast/preroll.xml');
    expect(data.ad.middle_roll_points.map((point: { position: number }) => point.position)).toEqual([
      600_000, 1_800_000,
    ]);
    expect(data.ad.post_pause_roll[0].ad_tag).toMatch(/pause\.xml$/);
    expect(data.ad.allow_disable).toBe(true);
    const preview = await (await stream(FREE_CHANNEL, '?preview=1', guest.token)).json();
    expect(preview.ad.pre_roll).toEqual([]);
    expect(preview.stat).toBeNull();
    const subscriber = platform.member();
    platform.grantPacket(subscriber.userId, PACKET_ID.basicTv);
    const paid = await (await stream(FREE_CHANNEL, '', subscriber.token)).json();
    expect(paid.ad.pre_roll).toEqual([]);
  });

  it('gives one free demo channel a break 15 s into playback, inside the 75 s demo media, before the real ones', async () => {
    const guest = platform.guest();
    const breaks = async (channel: number) =>
      (await (await stream(channel, '', guest.token)).json()).ad.middle_roll_points.map(
        (point: { position: number }) => point.position,
      );
    expect(await breaks(EARLY_MIDROLL_CHANNEL_ID)).toEqual([15_000, ...MIDDLE_ROLL_POSITIONS_MS]);
    expect(await breaks(FREE_CHANNEL)).toEqual(MIDDLE_ROLL_POSITIONS_MS);
  });

  it('refuses a channel the caller has not bought with 403 not_purchased', async () => {
    const response = await stream(22);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('not_purchased');
    expect((await stream(ADULT_CHANNEL)).status).toBe(403);
  });

  it('requires a session and a numeric id', async () => {
    expect((await platform.request(`/v2/channels/${FREE_CHANNEL}/stream`)).status).toBe(401);
    const response = await stream('dala-tv');
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('invalid_id');
    expect((await stream(424242)).status).toBe(404);
  });

  it('starts the archive at ts, with a next-programme point at the programme end', async () => {
    const past = scheduleFor(platform.ctx, SPORT_CHANNEL, nowSec - DAY, nowSec - HOUR).find(
      (item) => item.is_catchup_available,
    );
    expect(past).toBeDefined();
    const ts = (past?.timestamp ?? 0) + 60;
    const answer = await stream(SPORT_CHANNEL, `?ts=${ts}`);
    const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0];
    const data = await answer.json();
    expect(withoutToken(data.hls)).toBe(`http://platform.test/media/live/${SPORT_CHANNEL}/master.m3u8?ts=${ts}`);
    expect(data.stream_info).toMatchObject({ is_live: false, start: ts, program_id: past?.id });
    const playlist = await platform.app.request(data.hls.replace('http://platform.test', ''), { headers: { cookie } });
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain('#EXTM3U');
    const end = (past?.timestamp ?? 0) + (past?.duration ?? 0);
    expect(data.playback_points).toEqual([
      { type: 'programme_end', start: (end - ts) * 1000, end: (end - ts) * 1000 + 8000, button: { action: 'next' } },
    ]);
  });

  it('treats a ts inside the newest live segment as live', async () => {
    const data = await (await stream(SPORT_CHANNEL, `?ts=${nowSec}`)).json();
    expect(data.stream_info.is_live).toBe(true);
    expect(withoutToken(data.hls)).toBe(`http://platform.test/media/live/${SPORT_CHANNEL}/master.m3u8`);
  });

  it('refuses a future ts with 400 from_future, and a ts without archive or too old with 403 copyright_banned', async () => {
    const future = await stream(SPORT_CHANNEL, `?ts=${nowSec + HOUR}`);
    expect(future.status).toBe(400);
    expect(await errorCode(future)).toBe('from_future');

    const noArchive = await stream(SPORT_NO_ARCHIVE, `?ts=${nowSec - HOUR}`);
    expect(noArchive.status).toBe(403);
    expect(await errorCode(noArchive)).toBe('copyright_banned');
    const tooOld = await stream(SPORT_CHANNEL, `?ts=${nowSec - 9 * DAY}`);
    expect(await errorCode(tooOld)).toBe('copyright_banned');
    expect(await errorCode(await stream(SPORT_CHANNEL, '?ts=yesterday'))).toBe('invalid_ts');
  });

  it('answers a banned programme inside the archive with the blackout loop until its end', async () => {
    const banned = scheduleFor(platform.ctx, SPORT_CHANNEL, nowSec - 3 * DAY, nowSec - HOUR).find(
      (item) => !item.is_catchup_available,
    );
    if (!banned) throw new Error('the sport schedule should hold a programme without catch-up');
    const ts = banned.timestamp + 60;
    const response = await stream(SPORT_CHANNEL, `?ts=${ts}`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(withoutToken(data.hls)).toBe('http://platform.test/media/blackout/master.m3u8');
    expect(data.stream_info).toMatchObject({ blackout: true, is_live: false, start: ts, program_id: banned.id });
    expect(data.ad.pre_roll).toEqual([]);
    expect(data.playback_points[0]).toMatchObject({ type: 'programme_end', start: (banned.duration - 60) * 1000 });

    const allowed = scheduleFor(platform.ctx, SPORT_CHANNEL, nowSec - 3 * DAY, nowSec - HOUR).find(
      (item) => item.is_catchup_available,
    );
    const archive = await (await stream(SPORT_CHANNEL, `?ts=${allowed?.timestamp}`)).json();
    expect(archive.stream_info.blackout).toBe(false);
    expect(withoutToken(archive.hls)).toContain(`/media/live/${SPORT_CHANNEL}/master.m3u8?ts=`);
  });

  it('answers type=config with the web urls and ads, and honours force_https', async () => {
    const data = await (await stream(SPORT_CHANNEL, '?type=config&force_https=1')).json();
    expect(withoutToken(data.config.web)).toBe(`https://platform.test/media/live/${SPORT_CHANNEL}/master.m3u8`);
    expect(data.config.web_vlight).toBe(data.config.web);
    expect(data.ad).toBeDefined();
    expect((await stream(SPORT_CHANNEL, '?type=dash')).status).toBe(400);
  });

  it('keeps a child profile off channels above age 12 with permission_denied', async () => {
    const child = platform.childMember();
    platform.grantPacket(child.userId, PACKET_ID.basicTv);
    const response = await stream(22, '', child.token);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('permission_denied');
    expect((await stream(33, '', child.token)).status).toBe(200);
  });
});
