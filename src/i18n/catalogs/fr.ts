import type { Catalog } from '../i18n'

/** The French catalogs beyond the shell's, each its own chunk, by path from this folder (see src/i18n/i18n.ts). */
export default {
  ...import.meta.glob<Catalog>('../locales/fr/app.po'),
  ...import.meta.glob<Catalog>('../../features/*/locales/fr.po'),
  // Kit parts that only some pages show (KIT_PARTS in lingui.config.ts).
  ...import.meta.glob<Catalog>('../../components/*/locales/fr.po'),
  // What only the mock's build shows (see lingui.config.ts): a build for a real back end has none of it.
  ...(import.meta.env.VITE_API_MOCK !== 'false' ? import.meta.glob<Catalog>('../locales/fr/demo.po') : {}),
}
