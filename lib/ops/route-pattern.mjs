/**
 * The route pattern of an address (`/channels/[[...path]]`), for log lines and metric labels: a label per address
 * would grow without bound. Patterns come from the build's route list; middleware adds the `[locale]` segment, so an
 * address may carry a language prefix or not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const UNMATCHED = '(unmatched)';
const STATIC_PREFIXES = ['/_next/static', '/_next/image', '/_next/data'];

function segmentPattern(segment) {
  if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
  if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
  if (/^\[.+\]$/.test(segment)) return '/[^/]+';
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}

/** `/[locale]/channels/[[...path]]/page` -> `/channels/[[...path]]`; parallel (`@modal`) and intercepting routes left out. */
function routeOfManifestKey(key) {
  const segments = key.split('/').filter(Boolean).slice(0, -1);
  if (segments.some((segment) => segment.startsWith('@') || segment.startsWith('('))) return null;
  return `/${segments.filter((segment) => segment !== '[locale]').join('/')}`;
}

/** Static segments before dynamic ones, so `/watch` wins over `/[...slug]`. */
function specificity(route) {
  return route.split('/').map((segment) => (segment.startsWith('[[') ? 3 : segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0));
}

function compare(a, b) {
  const [x, y] = [specificity(a), specificity(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? 4) - (y[i] ?? 4);
  }
  return b.length - a.length;
}

export function createRouteMatcher(manifestKeys) {
  const routes = [...new Set(manifestKeys.map(routeOfManifestKey).filter(Boolean))].sort(compare);
  const matchers = routes.map((route) => {
    const body = route === '/' ? '' : route.split('/').filter(Boolean).map(segmentPattern).join('');
    return { route, pattern: new RegExp(`^(?:/[a-z]{2})?${body}/?$`) };
  });
  return (pathname) => {
    const prefix = STATIC_PREFIXES.find((staticPrefix) => pathname.startsWith(`${staticPrefix}/`));
    if (prefix) return prefix;
    return matchers.find(({ pattern }) => pattern.test(pathname))?.route ?? UNMATCHED;
  };
}

/** The matcher of a production build's app routes (`.next/server/app-paths-manifest.json`). */
export function routeMatcherOfBuild(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server', 'app-paths-manifest.json'), 'utf8'));
  return createRouteMatcher(Object.keys(manifest));
}
