/** Soft navigation opens /settings/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/[locale]/settings/[id]/page';
