import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { languageAlternates, localizedHref } from '@/lib/i18n/locale-paths';
import { DEFAULT_LOCALE, LOCALES, normalizeLocale, type Locale } from '@/lib/i18n/locales';
import { metaDescription } from '@/lib/rules/content-rules';

export interface PageSeo {
  title: string;
  description: string | null | undefined;
  /** Path of the canonical address in the app's routes, e.g. `/contents/the-film-3`; each language prefixes it. */
  path: string;
  origin: string;
  /** An absolute image URL; pages without artwork use the site's Open Graph image route. */
  image?: string | null;
  noindex?: boolean;
  /** The home page's title stands alone, without the site-name suffix of the layout's title template. */
  absoluteTitle?: boolean;
  type?: 'website' | 'video.movie' | 'video.tv_show' | 'video.episode' | 'profile';
}

/** Route of the generated site image (app/opengraph-image.tsx). */
export const SITE_IMAGE_PATH = '/opengraph-image';

/** Open Graph names a language with its main country (ogp.me, `og:locale`). */
export const OG_LOCALES: Record<Locale, string> = {
  kk: 'kk_KZ',
  ru: 'ru_RU',
  en: 'en_US',
  uz: 'uz_UZ',
  bg: 'bg_BG',
  tg: 'tg_TJ',
  ky: 'ky_KG',
  ka: 'ka_GE',
  lv: 'lv_LV',
  az: 'az_AZ',
  ro: 'ro_RO',
};

/**
 * Title, description cut to 70 characters (catalogue-vod-billing.md section 5), the canonical address in the page's
 * own language with its language alternates, and Open Graph.
 */
export async function pageMetadata(seo: PageSeo): Promise<Metadata> {
  const locale = normalizeLocale(await getLocale()) ?? DEFAULT_LOCALE;
  const description = metaDescription(seo.description) || metaDescription(seo.title);
  const url = `${seo.origin}${localizedHref(seo.path, locale)}`;
  // The share images this site draws (app/[locale]/og) carry the page's language too.
  const imagePath = !seo.image ? SITE_IMAGE_PATH : seo.image.startsWith(`${seo.origin}/`) ? seo.image.slice(seo.origin.length) : null;
  const image = imagePath ? `${seo.origin}${localizedHref(imagePath, locale)}` : seo.image!;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description,
    alternates: { canonical: url, languages: languageAlternates(seo.origin, seo.path) },
    robots: seo.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: seo.title,
      description,
      url,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALES[other]),
      type: seo.type === 'profile' ? 'profile' : 'website',
      images: [{ url: image }],
    },
    twitter: { card: 'summary_large_image', title: seo.title, description, images: [image] },
  };
}

/** A page addressed by a bare number is noindex: its canonical twin is the slug address (section 5). */
export function hasNoLetters(ref: string): boolean {
  return !/\p{L}/u.test(ref);
}
