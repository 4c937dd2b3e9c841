import { serializeLd, type JsonLd } from './json-ld';

/** Structured data in the server HTML, readable without JavaScript. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />;
}
