// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * Import boundaries (see docs/architecture.md and docs/floors-and-state.md). The app is built in floors, bottom to top:
 *   lib -> i18n -> registry -> theme -> api -> auth -> components -> features -> layout -> routes -> app
 * A folder imports from its own floor and the floors below, never from one above: an upward import
 * fails lint (src/test/importFloors.test.ts proves the rule bites). A feature never imports another
 * feature, and only the boot code and tests may import src/mocks. Cross-folder imports use the "@/"
 * alias; "../.." is refused so the rules below cannot be bypassed.
 */
const FLOORS = ['lib', 'i18n', 'registry', 'theme', 'api', 'auth', 'components', 'features', 'layout', 'routes', 'app']
const above = (floor) => FLOORS.slice(FLOORS.indexOf(floor) + 1)

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

const noDeepRelative = { group: ['../../*'], message: 'Import across folders with the "@/" alias.' }
const noMocks = { group: ['@/mocks', '@/mocks/*'], message: 'Only src/main.tsx and tests may import the mock back end.' }
// Toasts go through showToast(), which downloads notistack with the first toast (src/components/toast.ts).
const noNotistack = { group: ['notistack'], message: 'Use showToast() from @/components/toast.' }
const noUpward = (...folders) =>
  folders.map((f) => ({ group: [`@/${f}`, `@/${f}/*`], message: `This layer may not import from src/${f}.` }))

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

export default tseslint.config(
  { ignores: ['dist', 'dist-real-backend', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.bench', '.e2e-*', '.tools'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // The app as a whole: no mocks.
  restrict(['src/**/*.{ts,tsx}'], [noDeepRelative, noMocks, noNotistack]),
  // The floors below the screens: each knows only those beneath it.
  ...['lib', 'i18n', 'registry', 'theme', 'api', 'auth', 'components'].map((floor) =>
    restrict([`src/${floor}/**/*.{ts,tsx}`], [noDeepRelative, noMocks, noNotistack, ...noUpward(...above(floor))]),
  ),
  // notistack is imported by the one file that mounts it, and nowhere else.
  restrict(['src/components/ToastStack.tsx'], [noDeepRelative, noMocks, ...noUpward(...above('components'))]),
  // A route's non-component options land in the entry chunk: import exact modules, never a barrel.
  restrict(
    ['src/routes/**/*.{ts,tsx}'],
    [
      noDeepRelative,
      noMocks,
      noNotistack,
      { regex: '^@/(features/[^/]+|auth|api)$', message: 'Import the exact module (e.g. @/auth/guards), not a barrel.' },
      { group: ['zod', 'zod/*'], message: 'Route files are in the entry chunk: read search params with @/lib/readers.' },
      // src/app is the boot: it builds the router from the routes, so the routes may not import it.
      ...noUpward(...above('routes')),
    ],
  ),
  // The layout composes features but is not a route.
  restrict(['src/layout/**/*.{ts,tsx}'], [noDeepRelative, noMocks, noNotistack, ...noUpward(...above('layout'))]),
  // A feature sees only itself and the bottom layer.
  ...features.map((name) =>
    restrict(
      [`src/features/${name}/**/*.{ts,tsx}`],
      [
        noDeepRelative,
        noMocks,
        noNotistack,
        ...noUpward(...above('features')),
        {
          group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/*`],
          message: 'A feature may not import another feature; compose them in a route or the layout.',
        },
      ],
    ),
  ),
  // The mock back end answers the contract; it never imports screens.
  restrict(['src/mocks/**/*.{ts,tsx}'], [noDeepRelative, ...noUpward('routes', 'layout', 'features', 'app', 'components')]),
  // Boot code and tests may start the mock.
  { files: ['src/main.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'], rules: { 'no-restricted-imports': 'off' } },
  // The app imports a domain's contract from its own file (@/api/contract/users), so a screen loads
  // the schemas of its domain only: a value from the index would bring every domain's schemas (and
  // zod's work building them) into the first signed-in page. Types cost nothing and may come from it.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/api/contract/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@/api/contract', allowTypeImports: true, message: "Import the domain's own file: '@/api/contract/<domain>'." }] },
      ],
    },
  },
  // HTML enters the page in one place, which sanitises it first.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/SafeHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ":matches(JSXAttribute[name.name='dangerouslySetInnerHTML'], Property[key.name='dangerouslySetInnerHTML'])",
          message: 'Show HTML with <SafeHtml> from @/components/SafeHtml, which sanitises it; dangerouslySetInnerHTML is for that component alone.',
        },
      ],
    },
  },
)
