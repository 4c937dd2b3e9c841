import { testPagesEnabled } from './test-pages';

describe('testPagesEnabled', () => {
  const original = { ...process.env };
  afterEach(() => {
    process.env = { ...original };
  });

  it('hides /test pages in production', () => {
    process.env = { ...original, NODE_ENV: 'production' };
    delete process.env.ENABLE_TEST_PAGES;
    expect(testPagesEnabled()).toBe(false);
  });

  it('shows them in production only when ENABLE_TEST_PAGES=1', () => {
    process.env = { ...original, NODE_ENV: 'production', ENABLE_TEST_PAGES: '1' };
    expect(testPagesEnabled()).toBe(true);
  });

  it('shows them outside production', () => {
    process.env = { ...original, NODE_ENV: 'development' };
    expect(testPagesEnabled()).toBe(true);
  });
});
