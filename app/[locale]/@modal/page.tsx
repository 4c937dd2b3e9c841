/**
 * The home page is never a modal page. A parallel slot keeps its last page on soft navigation when
 * nothing matches, so "/" needs its own empty page for back-to-home to close an open modal page.
 */
export default function NoModalPage() {
  return null;
}
