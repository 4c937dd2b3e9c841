/** Soft navigation opens /settings/language/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/settings/language/[id]/page';
