import { useLingui } from '@lingui/react'
import type { Language } from '@/i18n/languages'
import { pageNames } from '@/registry/names'
import type { PageId } from '@/registry/pages'

/**
 * A page's title in the active language, as the menu and the browser tab say it (src/registry/names):
 * the demo catalogue's pages are named once. Re-read on a change of language, whose names come with it.
 */
export function usePageTitle(): (page: PageId) => string {
  const { i18n } = useLingui()
  const names = pageNames(i18n.locale as Language)
  return (page) => names.titles[page]
}
