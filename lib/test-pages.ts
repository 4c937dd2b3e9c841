/** /test, /vitrina_test and /test_feed exist outside production only (core-session-account.md section 2). */
export function testPagesEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.ENABLE_TEST_PAGES === '1';
}
