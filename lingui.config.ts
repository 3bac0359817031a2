import { readdirSync } from 'node:fs'
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const EXCLUDE = ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/mocks/**']

/** The code of every first load. Keep in step with the shell catalog's loading in src/i18n/i18n.ts. */
const SHELL = [
  '<rootDir>/src/app',
  '<rootDir>/src/components',
  '<rootDir>/src/features/misc',
  '<rootDir>/src/i18n',
  '<rootDir>/src/lib',
  '<rootDir>/src/routes',
  '<rootDir>/src/theme',
  // What an error of the back end says: the error page of a first load may show it.
  '<rootDir>/src/api/errorText.ts',
]

/** Kit components that only feature screens use: their messages load with the app, not at boot. */
const KIT = [
  '<rootDir>/src/components/DataGrid',
  '<rootDir>/src/components/form',
  '<rootDir>/src/components/RichTextEditor',
  '<rootDir>/src/components/charts',
  '<rootDir>/src/components/ActionCard.tsx',
  '<rootDir>/src/components/DeleteDialog.tsx',
  '<rootDir>/src/components/RowActionsMenu.tsx',
  '<rootDir>/src/components/QueryCard.tsx',
  '<rootDir>/src/components/invoiceStatus.tsx',
]

/**
 * Kit parts that some pages use and the others never show: each has its own catalog beside it
 * (`src/components/<part>/locales/<lang>.po`), loaded with the pages whose rows name it (`messages:
 * ['uiElement', 'example']`), so no other page's first load carries their words.
 */
const KIT_PARTS = ['example']

/**
 * What only a build with the mock back end shows (the demo accounts, the demo reset): its own
 * catalog, loaded only with the mock, so a build for a real back end carries none of these words.
 */
const DEMO = ['<rootDir>/src/features/auth/demo']

/** Every feature folder but the shell's own: each gets its catalog. */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'misc')
  .map((entry) => entry.name)

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'pt'],
  fallbackLocales: { default: 'en' },
  // One catalog per part of the app, each loaded when that part is (src/i18n/i18n.ts):
  // - `shell`: what every first load shows (boot code, shared components, the misc pages), before the first render;
  // - `app`: the main layout, the session, the API and the heavier kit components, with the layouts;
  // - one per feature, in the feature's own folder, with the routes that show the feature;
  // - one per kit part of KIT_PARTS, in the part's own folder, with the routes that name it;
  // - `demo`: what only the mock back end's build shows, with the auth pages and the main layout when the mock is on.
  // So a first load does not grow with every new screen, and a new app's strings never touch another's file.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/shell',
      include: SHELL,
      exclude: [...EXCLUDE, ...KIT, ...KIT_PARTS.map((part) => `<rootDir>/src/components/${part}`)],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/app',
      include: ['<rootDir>/src/layout', '<rootDir>/src/auth', '<rootDir>/src/api', ...KIT],
      exclude: [...EXCLUDE, '<rootDir>/src/api/errorText.ts'],
    },
    { path: '<rootDir>/src/i18n/locales/{locale}/demo', include: DEMO, exclude: EXCLUDE },
    ...KIT_PARTS.map((part) => ({
      path: `<rootDir>/src/components/${part}/locales/{locale}`,
      include: [`<rootDir>/src/components/${part}`],
      exclude: EXCLUDE,
    })),
    ...features.map((name) => ({
      path: `<rootDir>/src/features/${name}/locales/{locale}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: [...EXCLUDE, ...DEMO.map((folder) => `${folder}/**`)],
    })),
  ],
  format: formatter({ lineNumbers: false }),
})
