/** Runs once as each server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { answerFailedPagesWith503 } = await import('./lib/cache/unavailable-status');
  answerFailedPagesWith503();
}
