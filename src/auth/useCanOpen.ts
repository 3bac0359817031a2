import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useAbility } from './ability'
import { requiredAbility } from './routeAbility'

/**
 * Whether the current user may open a path of the app (`/apps/email/inbox?mail=2` too), judged by
 * the ability its routes declare, as the guard judges it. Menus, bookmarks and the search palette
 * use it, so they never offer a page the guard would refuse.
 */
export function useCanOpen(): (path: string) => boolean {
  const ability = useAbility()
  const router = useRouter()
  return useCallback(
    (path: string) => {
      const pathname = path.split(/[?#]/)[0] || '/'
      const [matched] = router.getMatchedRoutes(pathname)
      const need = requiredAbility(matched.map((route) => ({ staticData: route.options.staticData })))
      return !need || ability.can(need.action, need.subject)
    },
    [ability, router],
  )
}
