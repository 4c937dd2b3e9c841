import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionBootstrap } from '@/components/session/session-bootstrap';
import { Shell } from '@/components/shell/shell';
import { loadShellData, offlineShellData } from '@/components/shell/shell-data';
import { shellSettingsFromEnv } from '@/lib/shell-settings';
import { getServerApi } from '@/lib/session/server-api';
import { EARLY_INSTALL_EVENT_SCRIPT } from '@/lib/session/early-install-event';
import { siteOrigin } from '@/lib/seo/site';
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
  const [locale, shell] = await Promise.all([
    getLocale(),
    getServerApi().then(
      (api) => loadShellData(api, settings),
      (error: unknown) => offlineShellData(settings, error),
    ),
  ]);
  return (
    <html lang={locale}>
      <body>
        <script dangerouslySetInnerHTML={{ __html: EARLY_INSTALL_EVENT_SCRIPT }} />
        <NextIntlClientProvider>
          <SessionBootstrap />
          <Shell data={shell}>
            {children}
            {modal}
          </Shell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
