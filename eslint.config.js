import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import boundaries from 'eslint-plugin-boundaries'
import drizzle from 'eslint-plugin-drizzle'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** A layer and the layers it may import. */
const layer = (type, allowed) => ({ from: { element: { type } }, allow: { to: { element: { types: { anyOf: allowed } } } } })

export default tseslint.config(
  {
    ignores: [
      '.shots',
      'build',
      'build-*',
      '.react-router',
      'node_modules',
      'test-results',
      'test-results-vitest',
      'playwright-report',
      '.data',
      'backups',
      'db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, drizzle },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/**/*.server*'], message: 'Import server modules through #app/…' },
            // A route's use case (thing.server.ts beside it) and its +shared modules are that route's own.
            {
              regex: '^#app/routes/',
              message: 'What two route folders share goes in a feature (docs/architecture.md, "One call per intent")',
            },
          ],
        },
      ],
      // Every update and delete names its rows.
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // No pattern whose time grows faster than its input (decision 048): a value of a form, a header or a
    // stored text reaches most of them, and one slow match holds every other request behind it.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': ['error', { ignorePartial: false, ignoreSticky: false }],
    },
  },
  {
    // The layers (docs/architecture.md): routes → features → components/content → domain → utils → db, never
    // upward; a feature does not reach into another feature. The domain holds the business facts features
    // share and imports nothing of the app but itself; the schema takes its lists of values from it.
    files: ['app/**/*.{ts,tsx}', 'db/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/include': ['app/**/*', 'db/**/*'],
      'boundaries/files': [
        { category: 'composition-root', pattern: ['app/root.tsx', 'app/entry.server.tsx', 'app/boot.server.ts', 'app/routes.ts'] },
      ],
      'boundaries/elements': [
        // The composition root (app/root.tsx, entry.server.tsx, boot.server.ts, routes.ts) sits above every layer, unclassified.
        { type: 'routes', pattern: 'app/routes/**' },
        { type: 'feature', pattern: 'app/features/*', capture: ['area'] },
        { type: 'components', pattern: 'app/components/**' },
        { type: 'content', pattern: 'app/content/**' },
        { type: 'domain', pattern: 'app/domain/**' },
        { type: 'utils', pattern: ['app/utils/**', 'app/styles/**'] },
        { type: 'db', pattern: 'db/**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.type}} must not import {{to.element.type}}: routes → features → components/content → domain → utils → db, never upward',
          policies: [
            layer('routes', ['routes', 'feature', 'components', 'content', 'domain', 'utils', 'db']),
            { from: { element: { type: 'routes' } }, allow: { to: { file: { categories: 'composition-root' } } } },
            layer('components', ['components', 'content', 'domain', 'utils']),
            layer('content', ['content', 'domain', 'utils']),
            // Pure business facts: no database, no request, no other layer (so the browser can load them too).
            layer('domain', ['domain']),
            layer('utils', ['utils', 'db']),
            // The schema's lists of values (content types, statuses) are the domain's.
            layer('db', ['db', 'domain']),
            layer('feature', ['components', 'content', 'domain', 'utils', 'db']),
            {
              from: { file: { categories: 'composition-root' } },
              allow: [
                { to: { element: { types: { anyOf: ['routes', 'feature', 'components', 'content', 'domain', 'utils', 'db'] } } } },
                { to: { file: { categories: 'composition-root' } } },
              ],
            },
            // Only routes reach the composition root (app/root.tsx, entry.server.tsx, boot.server.ts, routes.ts).
            {
              from: { element: { types: { anyOf: ['feature', 'components', 'content', 'domain', 'utils', 'db'] } } },
              disallow: { to: { file: { categories: 'composition-root' } } },
            },
            // A feature uses its own modules, never another feature's.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { area: '{{from.element.captured.area}}' } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The money path reads as named steps (docs/decisions/027-money-path-as-named-steps.md): no billing
    // function grows past 60 lines, nested functions counted in the one that holds them.
    files: ['app/features/billing/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: false, skipComments: false }] },
  },
  prettier,
)
