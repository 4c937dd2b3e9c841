import type { VastTag } from './urls';

/** Every demo ad runs 5 s and may be skipped after 3 s (the roll files in platform/media/ads/). */
export const AD_DURATION_S = 5;
export const AD_SKIP_OFFSET_S = 3;
const AD_WIDTH = 640;
const AD_HEIGHT = 360;
const AD_BITRATE_KBPS = 150;

export type PlayableRoll = Exclude<VastTag, 'broken' | 'overlay'>;
export const PLAYABLE_ROLLS: readonly PlayableRoll[] = ['preroll', 'midroll', 'pause'];

/** A tag that stops half-way through, so clients exercise their "next ad, then give up" path. */
export const BROKEN_VAST =
  '<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.0"><Ad id="broken"><InLine><AdSystem>';

function clock(seconds: number): string {
  return `00:00:${String(seconds).padStart(2, '0')}.000`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const TRACKED_EVENTS = [
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'pause',
  'resume',
  'mute',
  'unmute',
];

/** VAST 4.0 inline linear ad whose tracking goes to this platform's metrics sink (`/v2/metrics/ad`). */
export function vastDocument(publicUrl: string, roll: PlayableRoll): string {
  const track = (event: string, extra = '') =>
    `<![CDATA[${publicUrl}/v2/metrics/ad?event=${event}&roll=${roll}${extra}]]>`;
  const tracking = TRACKED_EVENTS.map(
    (event) => `          <Tracking event="${event}">${track(event)}</Tracking>`,
  ).join('\n');
  const mediaUrl = escapeXml(`${publicUrl}/media/ads/${roll}.mp4`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.0" xmlns="http://www.iab.com/VAST">
  <Ad id="demo-${roll}" sequence="1">
    <InLine>
      <AdSystem version="1">Demo platform</AdSystem>
      <AdTitle>Demo ${roll} advertisement</AdTitle>
      <AdServingId>demo-${roll}</AdServingId>
      <Impression id="demo"><![CDATA[${publicUrl}/v2/metrics/ad?event=impression&roll=${roll}]]></Impression>
      <Error>${track('error', '&code=[ERRORCODE]')}</Error>
      <Creatives>
        <Creative id="demo-${roll}-creative" sequence="1" adId="demo-${roll}">
          <UniversalAdId idRegistry="demo-platform">demo-${roll}</UniversalAdId>
          <Linear skipoffset="${clock(AD_SKIP_OFFSET_S)}">
            <Duration>${clock(AD_DURATION_S)}</Duration>
            <TrackingEvents>
${tracking}
            </TrackingEvents>
            <VideoClicks>
              <ClickTracking id="demo">${track('click')}</ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile id="demo-${roll}-mp4" delivery="progressive" type="video/mp4" width="${AD_WIDTH}" height="${AD_HEIGHT}" bitrate="${AD_BITRATE_KBPS}" scalable="true" maintainAspectRatio="true" codec="avc1.4d401f"><![CDATA[${mediaUrl}]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}

/** The demo NonLinear overlay: a 468x60 banner (platform/media/ads/overlay.svg) shown 10 s over the content. */
export const OVERLAY_WIDTH = 468;
export const OVERLAY_HEIGHT = 60;
export const OVERLAY_DURATION_S = 10;

/**
 * VAST 4.0 inline NonLinear ad (an overlay banner over the playing content, not a break), for players' NonLinear
 * path (live-channels.md section 8, codes 500-503); its impression, views and close go to the metrics sink.
 */
export function nonLinearVastDocument(publicUrl: string): string {
  const track = (event: string, extra = '') =>
    `<![CDATA[${publicUrl}/v2/metrics/ad?event=${event}&roll=overlay${extra}]]>`;
  const tracking = ['creativeView', 'close']
    .map((event) => `            <Tracking event="${event}">${track(event)}</Tracking>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.0" xmlns="http://www.iab.com/VAST">
  <Ad id="demo-overlay" sequence="1">
    <InLine>
      <AdSystem version="1">Demo platform</AdSystem>
      <AdTitle>Demo overlay advertisement</AdTitle>
      <AdServingId>demo-overlay</AdServingId>
      <Impression id="demo"><![CDATA[${publicUrl}/v2/metrics/ad?event=impression&roll=overlay]]></Impression>
      <Error>${track('error', '&code=[ERRORCODE]')}</Error>
      <Creatives>
        <Creative id="demo-overlay-creative" sequence="1" adId="demo-overlay">
          <UniversalAdId idRegistry="demo-platform">demo-overlay</UniversalAdId>
          <NonLinearAds>
            <TrackingEvents>
${tracking}
            </TrackingEvents>
            <NonLinear id="demo-overlay-banner" width="${OVERLAY_WIDTH}" height="${OVERLAY_HEIGHT}" scalable="true" maintainAspectRatio="true" minSuggestedDuration="${clock(OVERLAY_DURATION_S)}">
              <StaticResource creativeType="image/svg+xml"><![CDATA[${escapeXml(`${publicUrl}/media/ads/overlay.svg`)}]]></StaticResource>
              <NonLinearClickTracking id="demo">${track('click')}</NonLinearClickTracking>
            </NonLinear>
          </NonLinearAds>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}
