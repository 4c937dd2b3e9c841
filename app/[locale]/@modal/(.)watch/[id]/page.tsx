/** Soft navigation opens /watch/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/[locale]/watch/[id]/page';
