import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import type { Language } from '@/i18n/languages'
import { documentTitle } from '@/registry/pages'

/**
 * Names the browser tab after the page, in the active language ("Benutzerliste · Vantage Admin"),
 * and follows both the address and a change of language. Both layouts call it.
 */
export function useDocumentTitle(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { i18n } = useLingui()
  useEffect(() => {
    document.title = documentTitle(pathname, i18n.locale as Language)
  }, [pathname, i18n.locale])
}
