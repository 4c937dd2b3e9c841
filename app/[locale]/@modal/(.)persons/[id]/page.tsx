/** Soft navigation opens /persons/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/[locale]/persons/[id]/page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';
