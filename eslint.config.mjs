import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { boundaryZones } from './eslint.boundaries.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'bench/bare/.next/**', 'node_modules/**', '.data/**', '.build/**', 'coverage/**', 'server/db/migrations/**', 'next-env.d.ts'],
  },
  {
    // CommonJS config files (next.config.js, jest.config.js) and plain Node scripts.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser code.
    files: ['components/**', 'pages/**', 'services/**', 'store/**', 'utils/**'],
    rules: {
      // components/ui/Link prefetches a page when its link is pointed at, not when it scrolls into view.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use '@/components/ui/Link': it prefetches on pointing, not on scrolling into view." },
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from '@/utils/validation/z': it keeps zod from probing for eval under our CSP.",
            },
          ],
        },
      ],
      // Next inlines `process.env.NAME` where it is written out in full; the webpack build has no `process` object
      // in the browser, so `const env = process.env` or `process.env[name]` fails there.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']:not(MemberExpression > MemberExpression.object)",
          message: 'Write process.env.NAME in full: browser builds have no process object.',
        },
        {
          selector: "MemberExpression[computed=true][object.type='MemberExpression'][object.object.name='process'][object.property.name='env']",
          message: 'Write process.env.NAME in full: browser builds have no process object.',
        },
      ],
    },
  },
  {
    // Folder boundaries (one import direction, features apart): see eslint.boundaries.mjs.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    // Import cycles are checked by __tests__/importCycles.test.ts (import/no-cycle took two thirds of lint's time).
    // Imports are followed only through our own files: parsing packages costs time and finds nothing of ours.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones() }],
    },
  },
  {
    files: ['components/ui/Link.tsx', 'utils/validation/z.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
