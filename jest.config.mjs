import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that Jest must transform (msw 2, next-intl and their dependencies, hono). */
const ESM_PACKAGES = [
  'msw',
  '@mswjs',
  '@open-draft',
  'rettime',
  'until-async',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'next-intl',
  'use-intl',
  'intl-messageformat',
  'icu-minify',
  '@formatjs',
  'hono',
  '@hono',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

const shared = {
  // No unit test is a timing test (figures live in the benchmarks). Jest's 5 s default is a time limit that typing
  // tests (user-event, a key at a time) crossed when the 2-core machine was shared (load 17: 3 of 2,143 in one run).
  testTimeout: 15_000,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '<rootDir>/tests/e2e/'],
};

export default async function jestConfig() {
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.test.ts'],
  })();
  const dom = await createJestConfig({
    ...shared,
    displayName: 'dom',
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom.ts'],
  })();
  return {
    // A worker per core: Jest's default keeps one core for its main process, which only waits for the workers, so on
    // the 2-core CI machine every test ran in one process (the whole suite: 192 s, with two workers 99 s).
    maxWorkers: '100%',
    projects: [{ ...node, transformIgnorePatterns }, { ...dom, transformIgnorePatterns }],
  };
}
