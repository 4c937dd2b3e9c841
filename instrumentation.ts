/** Runs once as each server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ answerFailedPagesWith503 }, { guardForwardedHeaders }] = await Promise.all([
    import('./lib/cache/unavailable-status'),
    import('./lib/security/forwarded-headers'),
  ]);
  answerFailedPagesWith503();
  guardForwardedHeaders();
}
