import type { Metadata } from 'next';
import { metaDescription } from '@/lib/rules/content-rules';

export interface PageSeo {
  title: string;
  description: string | null | undefined;
  /** Path of the canonical address, e.g. `/contents/the-film-3`. */
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

/** Title, description cut to 70 characters (catalogue-vod-billing.md section 5), canonical and Open Graph. */
export function pageMetadata(seo: PageSeo): Metadata {
  const description = metaDescription(seo.description) || metaDescription(seo.title);
  const url = `${seo.origin}${seo.path}`;
  const image = seo.image || `${seo.origin}${SITE_IMAGE_PATH}`;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description,
    alternates: { canonical: url },
    robots: seo.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: seo.title,
      description,
      url,
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
