import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useAbility } from './ability'
import type { Requirement } from './guards'

/**
 * Whether the current user may open a path of the app, judged by the ability its route declares.
 * Menus and the search palette use it, so they never offer a page the guard would refuse.
 */
export function useCanOpen(): (path: string) => boolean {
  const ability = useAbility()
  const router = useRouter()
  return useCallback(
    (path: string) => {
      const route = router.routesByPath[path as keyof typeof router.routesByPath] as
        | { options: { staticData?: { ability?: Requirement } } }
        | undefined
      const need = route?.options.staticData?.ability
      return !need || ability.can(need.action, need.subject)
    },
    [ability, router],
  )
}
