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
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'pt'],
  fallbackLocales: { default: 'en' },
  // Two catalogs per language. `shell` holds the messages of what every first load shows (the boot
  // code, shared components, the misc pages) and loads before the first render; `messages` holds
  // the rest and loads with the layouts that need it (src/routes/_main.tsx, src/routes/_blank/_data.tsx).
  // So the first load of a shell page does not grow with every new screen.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/shell',
      include: SHELL,
      exclude: EXCLUDE,
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...EXCLUDE, ...SHELL],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
