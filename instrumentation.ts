export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { guardForwardedHeaders } = await import('./lib/security/forwarded-headers');
    guardForwardedHeaders();
  }
}
