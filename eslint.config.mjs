// Lint rules that hold the architecture of design.md in place:
//   content <- machines <- app -> db   (db may import types from machines)
// machines/ is pure: no I/O, no clock, no Math.random, no framework imports.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'util',
  'stream',
  'worker_threads',
  'events',
  'buffer',
  'zlib',
  'process',
  'timers',
  'perf_hooks',
  'readline',
  'module',
  'vm',
  'assert',
];

const impureSyntax = [
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'machines/ must be deterministic: use the seeded RNG in the state (machines/engine/rng.ts).',
  },
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'machines/ has no clock: time is not part of the rules.',
  },
  {
    selector: "NewExpression[callee.name='Date']",
    message: 'machines/ has no clock: time is not part of the rules.',
  },
  {
    selector: "MemberExpression[object.name='performance'][property.name='now']",
    message: 'machines/ has no clock.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'data/**',
      'db/migrations/**',
      'next-env.d.ts',
      'bench/results.json',
      '.tmp/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...impureSyntax],
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'machines/ does no I/O.' })),
          patterns: [
            { group: ['node:*'], message: 'machines/ does no I/O: no node:* modules.' },
            {
              group: ['next', 'next/*', 'react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react'],
              message: 'machines/ is framework-free.',
            },
            {
              group: ['@/app', '@/app/*', '@/db', '@/db/*', '**/app/*', '**/db/*', '../app', '../db'],
              message: 'machines/ must not import app/ or db/.',
            },
            { group: ['better-sqlite3', 'drizzle-orm', 'drizzle-orm/*'], message: 'machines/ does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['content/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/machines/*', '**/machines/*', '@/app/*', '@/db/*', 'next', 'react'],
              allowTypeImports: true,
              message: 'content/ is data: it may import types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/machines/*', '**/machines/*'],
              allowTypeImports: true,
              message: 'db/ may import types from machines/ only.',
            },
            {
              group: ['@/app/*', '**/app/*', 'next', 'next/*', 'react'],
              message: 'db/ must not import the site.',
            },
          ],
        },
      ],
    },
  },
  {
    // Without 'import-x/extensions' above, no-cycle resolved no .ts import and checked nothing.
    files: [
      'machines/**/*.ts',
      'db/**/*.ts',
      'app/**/*.{ts,tsx}',
      'content/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      'proxy.ts',
    ],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: Infinity }] },
  },
);
