import { useMemo } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useAbility } from '@/auth/ability'
import { useCanOpen } from '@/auth/useCanOpen'
import { navItems, visibleNavItems, type NavItem } from './navigation'

/**
 * The menu items the current user may open. A leaf's requirement is the one its route declares
 * (`staticData.ability`), so the menu and the route guard can never disagree.
 */
export function useNavItems(): NavItem[] {
  const ability = useAbility()
  const canOpen = useCanOpen()
  return useMemo(
    () => visibleNavItems(navItems, (action, subject) => ability.can(action, subject), canOpen),
    [ability, canOpen],
  )
}

export function usePathname(): string {
  return useRouterState({ select: (s) => s.location.pathname })
}
