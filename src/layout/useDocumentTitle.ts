import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import type { Language } from '@/i18n/languages'
import { pageAt, type PageId } from '@/registry/pages'
import { documentTitle } from '@/registry/pageNames'

/** The page of the table the deepest matched route declares (`pageRoute`), if any. */
export const shownPage = (matches: ReadonlyArray<{ staticData: { page?: PageId } }>): PageId | undefined =>
  matches.findLast((match) => match.staticData.page)?.staticData.page

/**
 * Names the browser tab after the page, in the active language ("Benutzerliste · Vantage Admin"),
 * and follows both the address and a change of language. Both layouts call it. The page is the one
 * its route declares (`pageRoute`); an address no route shows (the not-found page) is named after
 * the page above it, if any.
 */
export function useDocumentTitle(): void {
  const page = useRouterState({ select: (s) => shownPage(s.matches) ?? pageAt(s.location.pathname)?.id })
  const { i18n } = useLingui()
  useEffect(() => {
    document.title = documentTitle(page, i18n.locale as Language)
  }, [page, i18n.locale])
}
