import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The site's share image for pages without artwork of their own. */
export default async function OpengraphImage() {
  const t = await getTranslations('meta');
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: 80,
          background: 'linear-gradient(135deg, #0d0f14 0%, #1b2a4a 60%, #3e7bfa 100%)',
          color: '#f2f3f5',
        }}
      >
        <div style={{ fontSize: 96, fontWeight: 700 }}>{t('siteName')}</div>
        <div style={{ fontSize: 40, marginTop: 24, opacity: 0.85 }}>{t('siteDescription')}</div>
      </div>
    ),
    size,
  );
}
