import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import path from 'node:path';

/**
 * Web boundaries (docs/ARCHITECTURE.md): a file in apps/web/src/features/<area> imports neither
 * another feature folder nor the app (apps/web/src/app: the shell and the route pages of
 * app/routes, which compose the features, not the other way round); the shared homes, lib/ and
 * components/, import no feature and not the app. What two features share moves to lib,
 * components or packages/contracts.
 */
const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid imports between feature folders, from features into the app, and from lib/components into either',
    },
    schema: [],
    messages: {
      otherFeature:
        "features/{{from}} may not import features/{{to}} ('{{source}}'): move the shared piece to components, lib or contracts.",
      appShell: "{{from}} may not import the app ('{{source}}'): move the piece to components or lib.",
      sharedImportsFeature:
        "{{from}} is shared and may not import features/{{to}} ('{{source}}'): move the piece out of the feature.",
    },
  },
  create(context) {
    const parts = path.relative(webSrc, context.filename).split(path.sep);
    const inFeature = parts[0] === 'features' && parts.length >= 3;
    const shared = parts[0] === 'lib' || parts[0] === 'components';
    if (!inFeature && !shared) return {};
    const from = inFeature ? parts[1] : parts[0];
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(webSrc, path.resolve(path.dirname(context.filename), source))
        .split(path.sep);
      if (target[0] === 'features' && target[1] && shared) {
        context.report({
          node,
          messageId: 'sharedImportsFeature',
          data: { from: `${from}/`, to: target[1], source },
        });
      } else if (target[0] === 'features' && target[1] && target[1] !== from) {
        context.report({ node, messageId: 'otherFeature', data: { from, to: target[1], source } });
      } else if (target[0] === 'app') {
        context.report({
          node,
          messageId: 'appShell',
          data: { from: inFeature ? `features/${from}` : `${from}/`, source },
        });
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

/**
 * Server module faces (docs/decisions/036): a server module (apps/server/src/modules/<name>) is used
 * from outside only through its face, `modules/<name>/index.ts`; its other files are its own (its
 * tests included). `modules/access` and everything outside `modules/` (db, lib, plugins, adapters,
 * config, jobs, the composition root, test/) are shared places, importable file by file. Modules
 * also depend one way, by layer: a module imports only modules of a lower layer; the feature
 * modules (every module not named below) import no other feature module and management sits on top.
 */
const SERVER_MODULE_LAYERS = [['audit', 'mail'], ['users'], ['auth'], ['iot'], 'features', ['management']];
const namedServerModules = SERVER_MODULE_LAYERS.filter(Array.isArray).flat();
const layerPattern = (layer) =>
  !Array.isArray(layer)
    ? `!{${namedServerModules.join(',')}}`
    : layer.length > 1
      ? `{${layer.join(',')}}`
      : layer[0];
const serverModule = (layer) => ({ type: 'server-module', captured: { name: layerPattern(layer) } });
const serverBoundaries = {
  default: 'allow',
  policies: [
    ...SERVER_MODULE_LAYERS.map((layer, i) => ({
      from: { element: serverModule(layer) },
      disallow: { to: { element: SERVER_MODULE_LAYERS.slice(i).map(serverModule) } },
      message:
        'modules/{{from.element.captured.name}} may not import modules/{{to.element.captured.name}}: a module imports only lower layers (audit, mail < users < auth < iot < feature modules < management); move the shared piece down or into a shared place.',
    })),
    {
      disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
      message:
        "'{{to.element.fileInternalPath}}' is inside modules/{{to.element.captured.name}}: import its face (modules/{{to.element.captured.name}}/index.ts) instead, or export what you need from there.",
    },
    // A module's own files (its tests included) import each other freely.
    { allow: { dependency: { relationship: { to: 'internal' } } } },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'apps/server/src/db/seed/data/**',
      // Generated from the OpenAPI document (npm run api:types).
      'apps/web/src/lib/api-types.ts',
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
    // The repository rule (docs/ARCHITECTURE.md): only repositories, the `*-sql.ts` helpers they
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
    files: ['apps/server/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'server-shared', pattern: 'apps/server/src/modules/access' },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
        { type: 'server-shared', pattern: 'apps/server/src' },
        { type: 'server-shared', pattern: 'apps/server/test' },
        { type: 'tooling', pattern: 'bench' },
        { type: 'tooling', pattern: 'e2e' },
      ],
    },
    rules: { 'boundaries/dependencies': ['error', serverBoundaries] },
  },
  {
    files: ['apps/web/src/{features,lib,components}/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'web/feature-boundaries': 'error' },
  },
);
