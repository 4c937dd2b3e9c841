/**
 * `generateStaticParams` of a public page with an address parameter: no address is rendered at build (settings are
 * the server's environment, and the platform need not run during a build); each one is rendered on its first request,
 * then served from Next's cache and regenerated in the background (issue 21). Without it a dynamic segment makes the
 * whole route render on every request.
 */
export async function generateStaticParams(): Promise<Record<string, string>[]> {
  return [];
}
