export { generateStaticParams } from '@/lib/cache/render-on-demand';

/** Navigating anywhere that is not a modal page closes the one that was open. */
export default function NoModalPage() {
  return null;
}
