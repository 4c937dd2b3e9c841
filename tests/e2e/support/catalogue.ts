import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo catalogue (platform/docs/catalogue.md): a free HLS film, a series with 3 x 12 episodes, a director. */
export const FREE_FILM = { id: 1, slug: 'the-silent-harbor-1' };
export const SERIES = { id: 81, slug: 'the-house-on-abay-street-81' };
export const FIRST_EPISODE = 'the-house-on-abay-street-s1e1-1002';
export const SECOND_EPISODE = 'the-house-on-abay-street-s1e2-1003';
export const SEASON_2_EPISODE_5 = 'the-house-on-abay-street-s2e5-1019';
/** An episode without ads (free titles carry a preroll), watched by the demo member who holds the Series packet. */
export const EPISODE_WITHOUT_ADS = 'the-house-on-abay-street-s1e4-1005';
export const DIRECTOR = 'gleb-miron-1';
/** The demo person credited on one title only (platform/docs/catalogue.md): noindex, not in the sitemap. */
export const SOLO_PERSON = 'aru-solo-81';

/** Signs in through the same-origin gateway (the token stays in the httpOnly cookie). */
export async function signIn(request: APIRequestContext, login: string, password = 'demo123'): Promise<void> {
  const response = await request.post('/api/v2/auth/login', { data: { login, password } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The <video> of the watch page once it plays its own media. */
export async function playingPosition(page: Page): Promise<number> {
  return page
    .locator('[data-testid="watch-player"] video')
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);
}

export interface SeoHead {
  title: string | null;
  description: string | null;
  canonical: string | null;
  ogImage: string | null;
  robots: string | null;
  twitterCard: string | null;
  twitterImage: string | null;
  jsonLd: Array<Record<string, unknown>>;
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, '&') ?? null;

/** Reads the head of raw server HTML, as a crawler without JavaScript sees it. */
export function readSeo(html: string): SeoHead {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
  return {
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)"/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(html, /<meta property="og:image" content="([^"]*)"/),
    robots: attr(html, /<meta name="robots" content="([^"]*)"/),
    twitterCard: attr(html, /<meta name="twitter:card" content="([^"]*)"/),
    twitterImage: attr(html, /<meta name="twitter:image" content="([^"]*)"/),
    jsonLd,
  };
}
