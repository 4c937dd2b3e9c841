/** Soft navigation opens /episodes/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/[locale]/episodes/[id]/page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';
