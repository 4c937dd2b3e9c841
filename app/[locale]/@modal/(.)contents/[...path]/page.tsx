/** Soft navigation opens /contents/... over the current page; a direct visit renders the full page. */
export { default, generateMetadata } from '@/app/[locale]/contents/[...path]/page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';
