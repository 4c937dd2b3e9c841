import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
    // The platform and build scripts are Node programs that log to their console by design.
    files: ['platform/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'platform/media/**', 'public/service-worker.js', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
];

export default eslintConfig;
