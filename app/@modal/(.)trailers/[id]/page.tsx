/** Soft navigation opens /trailers/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/trailers/[id]/page';
