import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import type { Language } from '@/i18n/languages'
import { pageAt, type PageId } from '@/registry/pages'
import { documentTitle } from '@/registry/names'

/** The page of the table the deepest matched route declares (`pageRoute`), if any. */
export const shownPage = (matches: ReadonlyArray<{ staticData: { page?: PageId } }>): PageId | undefined =>
  matches.findLast((match) => match.staticData.page)?.staticData.page

let loadedOn: { page: PageId | undefined } | undefined

/**
 * The page this document was loaded on, noted by the first layout that renders: the browser itself
 * announced that one. A layout mounted later (the main layout after signing in) shows a new page.
 */
export function pageLoadedOn(page: PageId | undefined): PageId | undefined {
  loadedOn ??= { page }
  return loadedOn.page
}

/**
 * Names the browser tab after the page, in the active language ("Benutzerliste · Vantage Admin"),
 * and follows both the address and a change of language. Both layouts call it. The page is the one
 * its route declares (`pageRoute`); an address no route shows (the not-found page) is named after
 * the page above it, if any.
 */
export function useDocumentTitle(): void {
  const page = useRouterState({ select: (s) => shownPage(s.matches) ?? pageAt(s.location.pathname)?.id })
  const { i18n } = useLingui()
  pageLoadedOn(page)
  useEffect(() => {
    document.title = documentTitle(page, i18n.locale as Language)
  }, [page, i18n.locale])
}
