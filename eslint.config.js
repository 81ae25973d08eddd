import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * Web boundaries (docs ARCHITECTURE §1): a file in apps/web/src/features/<area> imports neither
 * another feature folder nor the app shell (apps/web/src/app composes the features, not the other
 * way round); shared pieces move to components/ui, lib or packages/contracts.
 */
const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports between feature folders and from features into the app shell' },
    schema: [],
    messages: {
      otherFeature:
        "features/{{from}} may not import features/{{to}} ('{{source}}'): move the shared piece to components/ui, lib or contracts.",
      appShell:
        "features/{{from}} may not import the app shell ('{{source}}'): move the piece to components/ui or lib.",
    },
  },
  create(context) {
    const parts = path.relative(webSrc, context.filename).split(path.sep);
    if (parts[0] !== 'features' || parts.length < 3) return {};
    const from = parts[1];
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(webSrc, path.resolve(path.dirname(context.filename), source))
        .split(path.sep);
      if (target[0] === 'features' && target[1] && target[1] !== from) {
        context.report({ node, messageId: 'otherFeature', data: { from, to: target[1], source } });
      } else if (target[0] === 'app') {
        context.report({ node, messageId: 'appShell', data: { from, source } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'apps/server/src/db/seed/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The repository rule (shared ARCHITECTURE §3): only repositories, the `*-sql.ts` helpers they
    // use and the db folder touch Drizzle and the schema; entity-fixtures.ts is test support.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*-sql.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/modules/entities/entity-fixtures.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Drizzle belongs in a *.repository.ts (or a *-sql.ts helper of one).',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              message: 'The schema belongs in a *.repository.ts (or a *-sql.ts helper of one).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'web/feature-boundaries': 'error' },
  },
);
