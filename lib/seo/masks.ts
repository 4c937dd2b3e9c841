import type { SeoMask } from '@/lib/api/types/platform';

/** Page kinds the platform's SEO masks name (platform/docs/identity.md, GET /v2/seo/masks). */
export type SeoMaskPage = 'content' | 'channel' | 'person';

export interface MaskedSeo {
  title: string;
  description: string | null | undefined;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(PLACEHOLDER, (_, key: string) => values[key] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Title and description of a page through the platform's mask for its kind (issue 7, SEO: titles and descriptions
 * follow the masks where the platform provides them). Without a mask, or with an empty one, the page's own
 * title and description stay.
 */
export function applySeoMask(masks: readonly SeoMask[], page: SeoMaskPage, own: MaskedSeo): MaskedSeo {
  const mask = masks.find((item) => item.page === page);
  const values = { title: own.title };
  const title = mask?.title ? fill(mask.title, values) : '';
  const description = mask?.description ? fill(mask.description, values) : '';
  return { title: title || own.title, description: description || own.description };
}
