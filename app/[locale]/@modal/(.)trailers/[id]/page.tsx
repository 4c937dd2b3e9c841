/** Soft navigation opens /trailers/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/[locale]/trailers/[id]/page';
