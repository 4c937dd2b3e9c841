import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageBeneathPlayer } from '@/components/catalogue/watch/page-beneath-player';
import { LazySessionBootstrap } from '@/components/session/lazy-session-bootstrap';
import { Shell } from '@/components/shell/shell';
import { loadShellData, offlineShellData } from '@/components/shell/shell-data';
import { shellSettingsFromEnv } from '@/lib/shell-settings';
import { getServerApi } from '@/lib/session/server-api';
import { siteOrigin } from '@/lib/seo/site';
import { registerEarlyScript } from '@/lib/early-script';
import { SHELL_CLIENT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import './globals.css';

/**
 * Every page under this segment is rendered on its first request for a language (none at build: settings come from
 * the server's environment), kept in Next's cache and regenerated in the background (issue 21).
 */
// A literal, as Next reads segment config statically: PAGE_REVALIDATE_SECONDS (lib/api/cache-lifetimes.ts), in seconds.
export const revalidate = 300;
export function generateStaticParams(): { locale: string }[] {
  return [];
}

/** Registered by its exact text, so the page policy names its hash (lib/security/script-hashes.mjs). */
const EARLY_SCRIPT = registerEarlyScript();

export async function generateMetadata(): Promise<Metadata> {
  const [t, origin] = await Promise.all([getTranslations('meta'), siteOrigin()]);
  return {
    metadataBase: new URL(origin),
    title: { default: t('siteTitle'), template: `%s | ${t('siteName')}` },
    description: t('siteDescription'),
    applicationName: t('siteName'),
    manifest: '/manifest.webmanifest',
    icons: { icon: '/icons/icon.svg', apple: '/icons/apple-touch-icon.png' },
  };
}

export const viewport: Viewport = {
  themeColor: '#0d0f14',
  width: 'device-width',
  initialScale: 1,
};

/** `modal` is the parallel slot where modal pages open over the current page on soft navigation. */
export default async function RootLayout({ children, modal }: { children: ReactNode; modal: ReactNode }) {
  const settings = shellSettingsFromEnv();
  const [locale, messages, shell] = await Promise.all([
    getLocale(),
    getMessages(),
    getServerApi().then(
      (api) => loadShellData(api, settings),
      (error: unknown) => offlineShellData(settings, error),
    ),
  ]);
  return (
    // The early TV-mode script marks <html> (data-tv) before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <body>
        <script dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
        {/* The shell's namespaces only: pages add theirs (ClientMessages), the deferred parts load the catalogue. */}
        <NextIntlClientProvider messages={pickNamespaces(messages, SHELL_CLIENT_NAMESPACES)}>
          <Shell data={shell} session={<LazySessionBootstrap />}>
            <PageBeneathPlayer>{children}</PageBeneathPlayer>
            {modal}
          </Shell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
