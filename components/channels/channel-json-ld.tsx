import { jsonLdText } from '@/lib/seo/channel-seo';

/** schema.org data for search engines; the text is escaped so nothing in it can end the script element. */
export function ChannelJsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
