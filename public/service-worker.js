/* Service worker of the web app (core-session-account.md section 7: "A service worker file at /service-worker.js"). */
const VERSION = 'v2';
const SHELL_CACHE = `shell-${VERSION}`;
const PAGES_CACHE = `pages-${VERSION}`;
const STATIC_CACHE = `static-${VERSION}`;
const CURRENT_CACHES = [SHELL_CACHE, PAGES_CACHE, STATIC_CACHE];
/** Pages kept for offline reading; the oldest go first. */
const MAX_CACHED_PAGES = 30;
const SHELL_ASSETS = [
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];

/** The offline page in the 11 interface languages (lib/i18n/locales.ts); Russian is the default language there too. */
const OFFLINE_TEXT = {
  kk: ['Интернет байланысы жоқ', 'Байланыс қалпына келгенде бетті жаңартыңыз.', 'Жаңарту'],
  ru: ['Нет подключения к интернету', 'Обновите страницу, когда соединение восстановится.', 'Обновить'],
  en: ['No internet connection', 'Reload the page when the connection is back.', 'Reload'],
  uz: ['Internet aloqasi yo‘q', 'Aloqa tiklangach, sahifani yangilang.', 'Yangilash'],
  bg: ['Няма връзка с интернет', 'Презаредете страницата, когато връзката се възстанови.', 'Презареди'],
  tg: ['Пайвасти интернет нест', 'Вақте ки пайваст барқарор шуд, саҳифаро аз нав боргирӣ кунед.', 'Аз нав боргирӣ'],
  ky: ['Интернет байланышы жок', 'Байланыш калыбына келгенде баракты жаңыртыңыз.', 'Жаңыртуу'],
  ka: ['ინტერნეტთან კავშირი არ არის', 'გადატვირთეთ გვერდი, როცა კავშირი აღდგება.', 'გადატვირთვა'],
  lv: ['Nav interneta savienojuma', 'Pārlādējiet lapu, kad savienojums būs atjaunots.', 'Pārlādēt'],
  az: ['İnternet bağlantısı yoxdur', 'Bağlantı bərpa olunanda səhifəni yeniləyin.', 'Yenilə'],
  ro: ['Nu există conexiune la internet', 'Reîncărcați pagina când conexiunea revine.', 'Reîncarcă'],
};
const DEFAULT_LANGUAGE = 'ru';
/** The interface language cookie (lib/i18n/locales.ts LOCALE_COOKIE). */
const LANGUAGE_COOKIE = 'lang';

/**
 * The language of the page asked for: the one its address names (`/kk/...`, issue 33), else the one the viewer chose
 * in the app (its cookie, where the browser lets a worker read it), else the browser's.
 */
async function offlineLanguage(pathname = '/') {
  const named = pathname.split('/')[1];
  if (named && named !== DEFAULT_LANGUAGE && named in OFFLINE_TEXT) return named;
  try {
    const chosen = self.cookieStore ? await self.cookieStore.get(LANGUAGE_COOKIE) : null;
    if (chosen && chosen.value in OFFLINE_TEXT) return chosen.value;
  } catch {
    // No cookie access here: the browser's language decides.
  }
  const browser = (self.navigator.language || DEFAULT_LANGUAGE).slice(0, 2).toLowerCase();
  return browser in OFFLINE_TEXT ? browser : DEFAULT_LANGUAGE;
}

function offlinePage(language) {
  const [title, text, reload] = OFFLINE_TEXT[language];
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0f14;color:#f2f3f5;font:16px system-ui,sans-serif;text-align:center}
button{min-height:44px;padding:0 24px;border:0;border-radius:22px;background:#3e7bfa;color:#fff;font:inherit;cursor:pointer}</style></head>
<body><main><img src="/icons/icon-192.png" width="96" height="96" alt=""><h1>${title}</h1><p>${text}</p>
<button type="button" onclick="location.reload()">${reload}</button></main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Own static files the fetch handler answers from its cache (cacheFirstStatic). */
const STATIC_PATHNAME = '/_next/static/*';

/**
 * Requests the fetch handler leaves alone (the API, media and artwork of other origins, everything but navigations and
 * our static files) go straight to the network without waking the worker (the Static Routing API, where the browser
 * has it). Through the worker, each waited for its fetch event: a channel switch's stream request and first playlist
 * started 20 ms later (issue 19, traced).
 */
const NETWORK_ROUTE = {
  condition: {
    not: {
      or: [
        { requestMode: 'navigate' },
        { urlPattern: { pathname: STATIC_PATHNAME } },
        ...SHELL_ASSETS.map((pathname) => ({ urlPattern: { pathname } })),
      ],
    },
  },
  source: 'network',
};

self.addEventListener('install', (event) => {
  // A browser without the API, or one that refuses the rule, keeps the fetch handler for every request, as before.
  try {
    event.addRoutes?.(NETWORK_ROUTE).catch(() => undefined);
  } catch {
    // Refused at once: as above.
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(SHELL_ASSETS);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !CURRENT_CACHES.includes(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** Personal data lives behind /api: never stored, never answered from a cache. */
function isPersonal(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

function isCacheable(response) {
  if (!response || !response.ok || response.type !== 'basic') return false;
  const control = response.headers.get('Cache-Control') || '';
  return !/no-store|private/i.test(control);
}

async function trimPages(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_CACHED_PAGES)).map((key) => cache.delete(key)));
}

async function networkFirstPage(request) {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (isCacheable(response)) {
      await cache.put(request, response.clone());
      await trimPages(cache);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    // Made when needed, in the language of the page asked for.
    return offlinePage(await offlineLanguage(new URL(request.url).pathname));
  }
}

async function cacheFirstStatic(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await (await caches.open(STATIC_CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPersonal(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith(STATIC_PATHNAME.slice(0, -1)) || SHELL_ASSETS.includes(url.pathname)) {
    event.respondWith(cacheFirstStatic(request));
  }
});

/*
 * Pushes (core-session-account.md section 2 "Push modal", section 3 "Push message"). A push becomes a system
 * notification; clicking it hands the whole message to a window of the app, which opens the push modal with its
 * destination mapping (lib/session/push-entry.ts). Without an open window, one opens with the message in the
 * address (PUSH_QUERY), read and removed by the page.
 */
const PUSH_MESSAGE_TYPE = 'push';
const PUSH_QUERY = 'tv_push';
const PUSH_ICON = '/icons/icon-192.png';

function readPush(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    const body = event.data.text();
    return body ? { body } : null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  if (!payload || (typeof payload.title !== 'string' && typeof payload.body !== 'string')) return;
  event.waitUntil(
    self.registration.showNotification(payload.title || '', {
      body: payload.body || '',
      icon: payload.icon || PUSH_ICON,
      data: payload,
    }),
  );
});

async function handOverPush(payload) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const target = own.find((client) => client.focused) || own[0];
  if (target) {
    target.postMessage({ type: PUSH_MESSAGE_TYPE, payload });
    // Focus needs the click's user activation; a refusal must not lose the message already handed over.
    await target.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(`/?${PUSH_QUERY}=${encodeURIComponent(JSON.stringify(payload))}`);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const payload = event.notification.data;
  if (!payload) return;
  event.waitUntil(handOverPush(payload));
});
