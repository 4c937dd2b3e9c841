import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Issue 17: one way to name client data, so every SWR key comes from lib/swr-keys/ (see the rule's block). */
const SWR_KEY_SELECTORS = [
  'CallExpression[callee.name=/^useSWR/] > :matches(Literal, TemplateLiteral, ArrayExpression):first-child',
  "CallExpression[callee.name=/^useSWR/] > :first-child > :matches(Literal[raw!='null'], TemplateLiteral, ArrayExpression)",
].map((selector) => ({ selector, message: 'Make SWR keys with lib/swr-keys/.' }));

/**
 * Issue 17: every call through the API client goes through its domain module in lib/api, so a platform path given to
 * the client is written nowhere else. (The gateway and middleware checks fetch `${platformUrl}/v2/...` themselves.)
 */
const API_PATH_SELECTORS = [
  'Literal[value=/^\\/v2\\//]',
  'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/v2\\//]',
].map((selector) => ({
  selector,
  message: 'Call the platform through its module in lib/api/, which names the path.',
}));

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Layers (ARCHITECTURE.md): lib holds rules, data and hooks without markup, so it never reaches into the React
    // layer or the routes; tests may render components.
    files: ['lib/**'],
    ignores: ['lib/**/*.test.ts', 'lib/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components/*', '@/app/*', '**/components/*', '**/app/*'], message: 'lib/ does not import components/ or app/.' }] },
      ],
    },
  },
  {
    // Layers (ARCHITECTURE.md): player/ is a library the app mounts; what it needs of the app (alerts, storage,
    // statistics, page leave) comes in as PlayerServices, so it imports nothing outside player/.
    files: ['player/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/(?!player/)|(\\.\\./)+(lib|components|app|messages)/)',
              message: 'player/ imports nothing of the app: take what it needs through PlayerServices.',
            },
          ],
        },
      ],
    },
  },
  {
    // The player's tests render its strings from the app's messages, and nothing else of the app.
    files: ['player/**/*.test.ts', 'player/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/(?!player/|messages/)|(\\.\\./)+(lib|components|app)/)',
              message: 'player/ tests import only the player and the messages.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to name client data (issue 17): every SWR key comes from lib/swr-keys/, so readers, writers and the
    // payment refresh meet on the same key. A key written in place (a string, template or array) fails here.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SWR_KEY_SELECTORS,
        ...API_PATH_SELECTORS,
      ],
    },
  },
  {
    // The API client's own modules name the platform's paths; the rule above minus the path check for them.
    files: ['lib/api/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SWR_KEY_SELECTORS,
      ],
    },
  },
  {
    // Specs take `test` from the shared fixtures: seeded members put back, pages parked before their context closes.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support/fixtures'." }] },
      ],
    },
  },
  {
    // The platform and build scripts are Node programs that log to their console by design.
    files: ['platform/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'platform/media/**', 'public/service-worker.js', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
];

export default eslintConfig;
