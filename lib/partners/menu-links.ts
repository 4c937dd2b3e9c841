/**
 * catalogue-vod-billing.md section 2: "One partner adds two external link items" to the menu. The spec names neither
 * the partner nor the links, so a deployment names them in PARTNER_MENU_LINKS; unset (or unreadable), no partner gets
 * any. The value is JSON:
 *   {"partner": "clickup", "links": [{"title": {"ru": "Магазин", "en": "Shop"}, "url": "https://shop.example"}, ...]}
 * A title is one text or one per interface language (English, then the first given, where the viewer's is missing).
 */
import { isPartnerName } from '../request-gate/rules';

export const PARTNER_MENU_LINKS_SETTING = 'PARTNER_MENU_LINKS';

export interface PartnerMenuLinks {
  partner: string;
  links: { title: string | Record<string, string>; url: string }[];
}

/** A menu item of the partner's: the menu's outer_link shape (components/shell/menu.ts), shown to that partner only. */
export interface PartnerMenuPage {
  id: number;
  slug: string;
  title: string;
  template: 'outer_link';
  url: string;
  partner: string;
}

/** Values already reported: the layout reads the settings on every render. */
const reported = new Set<string>();
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/;
const MAX_TITLE_LENGTH = 60;

const isTitle = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= MAX_TITLE_LENGTH;

function readLink(value: unknown): PartnerMenuLinks['links'][number] | null {
  if (!value || typeof value !== 'object') return null;
  const { title, url } = value as { title?: unknown; url?: unknown };
  if (typeof url !== 'string' || !WEB_ADDRESS.test(url)) return null;
  if (isTitle(title)) return { title, url };
  if (!title || typeof title !== 'object') return null;
  const titles = Object.entries(title).filter((entry): entry is [string, string] => isTitle(entry[1]));
  return titles.length > 0 ? { title: Object.fromEntries(titles), url } : null;
}

/** The setting, checked whole: a partner name as ?partner= takes it and only web addresses, else nothing at all. */
export function partnerMenuLinksFromEnv(env: Record<string, string | undefined> = process.env): PartnerMenuLinks | null {
  const raw = env[PARTNER_MENU_LINKS_SETTING]?.trim();
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { partner?: unknown; links?: unknown };
    const links = Array.isArray(parsed.links) ? parsed.links.map(readLink) : [];
    if (typeof parsed.partner === 'string' && isPartnerName(parsed.partner) && links.length > 0 && links.every(Boolean)) {
      return { partner: parsed.partner, links: links as PartnerMenuLinks['links'] };
    }
  } catch {
    // Reported below, as any other unreadable value.
  }
  if (reported.has(raw)) return null;
  reported.add(raw);
  console.warn(`[settings] ${PARTNER_MENU_LINKS_SETTING} is not {"partner": name, "links": [{"title", "url": "https://..."}]}: no partner links are shown`);
  return null;
}

/** The partner's links as menu items in the viewer's language; ids below zero never meet the platform's pages. */
export function partnerMenuPages(config: PartnerMenuLinks | null, locale: string): PartnerMenuPage[] {
  if (!config) return [];
  return config.links.map((link, index) => ({
    id: -1 - index,
    slug: '',
    title: typeof link.title === 'string' ? link.title : (link.title[locale] ?? link.title.en ?? Object.values(link.title)[0]),
    template: 'outer_link',
    url: link.url,
    partner: config.partner,
  }));
}
