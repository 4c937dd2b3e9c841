import { VASTParser } from '@dailymotion/vast-client';
import { DOMParser } from '@xmldom/xmldom';
import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import {
  AD_DURATION_S,
  AD_SKIP_OFFSET_S,
  OVERLAY_DURATION_S,
  OVERLAY_HEIGHT,
  OVERLAY_WIDTH,
  PLAYABLE_ROLLS,
} from './vast';
import { vastUrl } from './urls';

const PUBLIC_URL = 'http://platform.test';
const { app, close } = createPlatform({ config: testPlatformConfig({ publicUrl: PUBLIC_URL }), log: () => {} });
afterAll(close);

const pathAndQuery = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('VAST tags', () => {
  it.each(PLAYABLE_ROLLS)('%s is an inline VAST 4 linear ad with a skip offset and a served MP4', async (roll) => {
    const response = await app.request(pathAndQuery(vastUrl(PUBLIC_URL, roll)));
    expect(response.headers.get('content-type')).toContain('xml');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const xml = await response.text();
    expect(xml).toMatch(/<VAST version="4\.0"/);
    expect(xml).toContain(`skipoffset="00:00:0${AD_SKIP_OFFSET_S}.000"`);
    expect(xml).toContain(`<Duration>00:00:0${AD_DURATION_S}.000</Duration>`);
    expect(xml.trim().endsWith('</VAST>')).toBe(true);
    const media = xml.match(/<MediaFile[^>]*type="video\/mp4"[^>]*><!\[CDATA\[([^\]]+)\]\]>/)![1];
    expect(media.startsWith(PUBLIC_URL)).toBe(true);
    const file = await app.request(pathAndQuery(media));
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect((await file.arrayBuffer()).byteLength).toBeLessThan(200_000);
  });

  it.each(PLAYABLE_ROLLS)('%s is accepted by the player ad library (vast-client)', async (roll) => {
    const xml = await (await app.request(`/media/vast/${roll}.xml`)).text();
    const parsed = await new VASTParser().parseVAST(
      new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document,
    );
    expect(parsed.ads).toHaveLength(1);
    const [creative] = parsed.ads[0].creatives as unknown as {
      type: string;
      duration: number;
      skipDelay: number;
      mediaFiles: { fileURL: string; mimeType: string }[];
      trackingEvents: Record<string, string[]>;
    }[];
    expect(creative.type).toBe('linear');
    expect(creative.duration).toBe(AD_DURATION_S);
    expect(creative.skipDelay).toBe(AD_SKIP_OFFSET_S);
    expect(creative.mediaFiles[0]).toMatchObject({
      fileURL: `${PUBLIC_URL}/media/ads/${roll}.mp4`,
      mimeType: 'video/mp4',
    });
    expect(creative.trackingEvents.complete[0]).toBe(`${PUBLIC_URL}/v2/metrics/ad?event=complete&roll=${roll}`);
    expect(parsed.ads[0].impressionURLTemplates[0].url).toBe(
      `${PUBLIC_URL}/v2/metrics/ad?event=impression&roll=${roll}`,
    );
  });

  it('overlay is an inline VAST 4 NonLinear banner the player ad library reads, with a served SVG', async () => {
    const response = await app.request(pathAndQuery(vastUrl(PUBLIC_URL, 'overlay')));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const xml = await response.text();
    const parsed = await new VASTParser().parseVAST(
      new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document,
    );
    const [creative] = parsed.ads[0].creatives as unknown as {
      type: string;
      variations: {
        width: string;
        height: string;
        minSuggestedDuration: number;
        type: string;
        staticResource: string;
      }[];
    }[];
    expect(creative.type).toBe('nonlinear');
    expect(creative.variations[0]).toMatchObject({
      width: String(OVERLAY_WIDTH),
      height: String(OVERLAY_HEIGHT),
      minSuggestedDuration: OVERLAY_DURATION_S,
      type: 'image/svg+xml',
      staticResource: `${PUBLIC_URL}/media/ads/overlay.svg`,
    });
    const image = await app.request('/media/ads/overlay.svg');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain(`width="${OVERLAY_WIDTH}"`);
  });

  it('broken tag yields no playable ad in the player ad library', async () => {
    const xml = await (await app.request('/media/vast/broken.xml')).text();
    const parse = async () =>
      (
        await new VASTParser().parseVAST(
          new DOMParser({ errorHandler: () => {} }).parseFromString(xml, 'text/xml') as unknown as Document,
        )
      ).ads;
    await expect(parse().then((ads) => ads.length)).resolves.toBe(0);
  });

  it('impression and tracking beacons land in the metrics sink', async () => {
    const xml = await (await app.request('/media/vast/midroll.xml')).text();
    const impression = xml.match(/<Impression[^>]*><!\[CDATA\[([^\]]+)\]\]>/)![1];
    const complete = xml.match(/<Tracking event="complete"><!\[CDATA\[([^\]]+)\]\]>/)![1];
    expect(impression.startsWith(`${PUBLIC_URL}/v2/metrics/ad`)).toBe(true);
    expect((await app.request(pathAndQuery(impression))).headers.get('content-type')).toBe('image/gif');
    await app.request(pathAndQuery(complete));
    const recorded = await (await app.request('/dev/metrics?kind=ad')).json();
    expect(recorded.data.map((m: { name: string; params: { roll: string } }) => [m.name, m.params.roll])).toEqual([
      ['ad_impression', 'midroll'],
      ['ad_complete', 'midroll'],
    ]);
  });

  it('broken tag is not well-formed VAST, so clients fall back', async () => {
    const response = await app.request(pathAndQuery(vastUrl(PUBLIC_URL, 'broken')));
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).not.toContain('</VAST>');
    expect(xml).not.toContain('<MediaFile');
  });

  it('unknown tags are 404', async () => {
    expect((await app.request('/media/vast/postroll.xml')).status).toBe(404);
  });
});
