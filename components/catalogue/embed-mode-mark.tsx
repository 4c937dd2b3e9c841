/**
 * Marks a page rendered in embed mode (`?embed=1`, catalogue-vod-billing.md section 2). The footer is hidden in every
 * embed form (section 3): the embed routes by their path (FooterGate), a page in embed mode by this mark, which the
 * footer's stylesheet finds (`html:has([data-embed-mode])`). Pages are cached without their query, so the shell
 * cannot read it; the mark travels with the page's own server render, with no flash of the footer.
 */
export function EmbedModeMark() {
  return <span hidden data-embed-mode="" />;
}
