import { useLocale } from 'next-intl';
import { localizeLd, serializeLd, type JsonLd } from './json-ld';
import { siteOriginFrom } from './site';

/** Structured data in the server HTML, readable without JavaScript, in the language of the page it is on. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  const localized = localizeLd(data, siteOriginFrom(process.env), useLocale());
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(localized) }} />;
}
