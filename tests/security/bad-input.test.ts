import { createBillingTestPlatform } from '@/platform/src/domains/billing/testing';
import { NextRequest } from 'next/server';
import { createApiClient } from '@/lib/api/client';
import { getContent } from '@/lib/api/catalogue';
import { toChannel } from '@/lib/api/channels-reshape';
import { isSafeAppPath } from '@/lib/rules/push-destination';
import { cssColor, cssImageUrl, httpUrlOrThrow, isHttpUrl } from '@/lib/rules/safe-url';
import { forwardBeacon } from '@/lib/session/beacon-gateway';
import { forwardToPlatform } from '@/lib/session/gateway';
import { middleware } from '@/middleware';
import { HOSTILE_CSS_VALUES, MALFORMED_IDS, OPEN_REDIRECT_TARGETS, PARAMETER_API_CALLS, UNSAFE_NAVIGATION_URLS, routesWith } from './corpus';

const platform = createBillingTestPlatform();
afterAll(() => platform.close());
const platformFetch = ((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(platform.app.fetch(new Request(input, init)))) as typeof fetch;
const gateway = { platformUrl: 'http://platform.test', fetch: platformFetch };

/** What Next's catch-all gives the route: the address's segments, decoded once. */
function segmentsOf(path: string): string[] {
  return path
    .replace(/^\/api\/v2\//, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

describe('bad input through the gateway to the real platform never answers 500', () => {
  const calls = MALFORMED_IDS.flatMap((id) => routesWith(id, PARAMETER_API_CALLS));

  it.each(calls)('GET %s', async (path) => {
    const request = new Request(`http://app.test${path.replace('%E0%A4%A', '%25E0%25A4%25A')}`, {
      headers: { cookie: `x=100%; tv_token=${platform.demoToken}` },
    });
    const response = await forwardToPlatform(request, segmentsOf(path), gateway);
    expect(response.status).toBeLessThan(500);
  });

  it('answers a stray undecodable cookie on every call like any other', async () => {
    const request = new Request('http://app.test/api/v2/users/self', { headers: { cookie: `x=100%; tv_token=${platform.demoToken}` } });
    expect((await forwardToPlatform(request, ['users', 'self'], gateway)).status).toBe(200);
  });

  it('never lets a dot segment reach the platform (/api/v2/%2e%2e/dev/db/tokens)', async () => {
    const response = await forwardToPlatform(new Request('http://app.test/api/v2/%2e%2e/dev/db/tokens'), ['..', 'dev', 'db', 'tokens'], gateway);
    expect(response.status).toBe(400);
  });
});

describe('the API client refuses dot segments in the paths it builds', () => {
  const api = createApiClient({ baseUrl: 'http://platform.test', accessToken: platform.demoToken, locale: 'en', fetch: platformFetch });

  it.each(['..', '../users/self', '%2e%2e', '.'])('getContent(%j) is not-found, never another endpoint', async (reference) => {
    await expect(getContent(api, reference)).rejects.toMatchObject({ status: 404 });
  });
});

describe('state-changing routes of ours refuse other sites (login CSRF)', () => {
  const crossSite = { 'sec-fetch-site': 'cross-site' };

  it('the beacon refuses a cross-site text/plain post', async () => {
    const request = new Request('http://app.test/api/beacon/v2/users/self/history?method=POST', {
      method: 'POST',
      body: '{"content_id":1,"position":5}',
      headers: { ...crossSite, cookie: `tv_token=${platform.demoToken}` },
    });
    const response = await forwardBeacon(request, ['v2', 'users', 'self', 'history'], gateway);
    expect(response.status).toBe(403);
    expect((await response.json()).error_code).toBe('cross_site_request');
  });

  it('the gateway refuses a cross-site form post', async () => {
    const request = new Request('http://app.test/api/v2/users/self/profiles', {
      method: 'POST',
      body: 'name=evil',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', host: 'app.test' },
    });
    expect((await forwardToPlatform(request, ['users', 'self', 'profiles'], gateway)).status).toBe(403);
  });
});

describe('return targets and addresses from the API', () => {
  it.each(OPEN_REDIRECT_TARGETS)('%j is not a safe return path', (target) => {
    expect(isSafeAppPath(target)).toBe(false);
    expect(isSafeAppPath(safeDecodeOnce(target))).toBe(false);
  });

  it('in middleware, the app-install redirect keeps the "from" target for the page to check', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const response = await middleware(new NextRequest('http://app.test/channels', { headers: { 'user-agent': iphone } }));
    expect(isSafeAppPath(new URL(response.headers.get('location')!).searchParams.get('from'))).toBe(true);
  });

  it.each(UNSAFE_NAVIGATION_URLS)('%j is never navigated to', (url) => {
    expect(isHttpUrl(url)).toBe(false);
    expect(() => httpUrlOrThrow(url)).toThrow();
  });

  it.each(HOSTILE_CSS_VALUES.colours)('colour %j is dropped', (colour) => {
    expect(cssColor(colour)).toBeNull();
  });

  it.each(HOSTILE_CSS_VALUES.images)('image %j cannot leave url(...)', (image) => {
    const safe = cssImageUrl(image);
    if (safe !== null) expect(safe).not.toMatch(/[()'"\\\s;]/);
  });

  it('a channel from the API with a hostile colour and cover keeps neither in its style values', () => {
    const raw = platformChannel();
    raw.cover.color_bg = HOSTILE_CSS_VALUES.colours[0];
    raw.cover.bg = HOSTILE_CSS_VALUES.images[0];
    const channel = toChannel(raw);
    expect(channel.cover.colorBg).toBe('');
    expect(channel.cover.bg).not.toMatch(/[()'"\s;]/);
  });
});

function safeDecodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function platformChannel(): Parameters<typeof toChannel>[0] {
  return {
    id: 1,
    slug: 'one',
    name: 'One',
    description: '',
    aspect_ratio: '16:9',
    is_available: true,
    access_error: null,
    is_free: true,
    is_hidden: false,
    is_fixed: false,
    is_4k: false,
    overlay_icon: null,
    cover: { src: '/c.png', bg: '/bg.png', color_bg: '#000', light_bg: '#fff', dark_bg: '#000' },
    images: [],
    archived_days: 0,
    real_archived_days: 0,
    available_archived_days: 0,
    stream_types: [],
    vitrina_url: null,
    tags: [],
    trackers: [],
  } as unknown as Parameters<typeof toChannel>[0];
}
