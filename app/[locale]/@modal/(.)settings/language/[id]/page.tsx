/** Soft navigation opens /settings/language/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/[locale]/settings/language/[id]/page';
