import { notFound } from 'next/navigation';

/**
 * What the request gate serves for an address that is nothing (lib/catalogue/unknown-address.ts): the translated
 * not-found page with status 404, rendered once per language and kept in the page cache (lib/cache/store-policy.mjs),
 * so invented addresses cost no render each (issue 32).
 */
export default function UnknownAddressPage(): never {
  notFound();
}
