import { useMemo } from 'react'
import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { useAbility } from '@/auth/ability'
import { useCanOpen } from '@/auth/useCanOpen'
import { apiDocsAvailable } from '@/features/apiDocs/available'
import type { Language } from '@/i18n/languages'
import { menuTree, visibleNavItems, type NavItem } from './navigation'

// The API reference: in development and with the mock back end only (its "try it" calls the mock).
const shown = ({ id }: { id: string }) => id !== 'api-docs' || apiDocsAvailable()

/**
 * The menu items the current user may open, in the active language. A leaf's requirement is the
 * one its route declares (its page's ability), so the menu and the route guard can never disagree.
 */
export function useNavItems(): NavItem[] {
  const ability = useAbility()
  const canOpen = useCanOpen()
  const { i18n } = useLingui()
  const language = i18n.locale as Language
  return useMemo(
    () => visibleNavItems(menuTree(language, shown), (action, subject) => ability.can(action, subject), canOpen),
    [ability, canOpen, language],
  )
}

export function usePathname(): string {
  return useRouterState({ select: (s) => s.location.pathname })
}
