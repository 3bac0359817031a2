import { useLayoutEffect } from 'react'
import { useMatches } from '@tanstack/react-router'
import { preferences, type LayoutOverride } from '@/theme/settingsStore'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The layout settings the page shows with, over the user's own, while it is shown (see LayoutOverride in src/theme/settingsStore.ts). */
    layout?: LayoutOverride
  }
}

const NONE: LayoutOverride = {}

/**
 * Applies the shown route's `staticData.layout` (the deepest route that has one) and takes it away when
 * another page shows. A layout effect: the page is painted with its own layout from its first frame,
 * the menu it hides never flashes. The route files hold it, so it is known before the page's code arrives.
 */
export function useRouteLayout() {
  const layout = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.layout)?.staticData.layout ?? NONE })
  useLayoutEffect(() => {
    preferences.overrideLayout(layout)
    return () => preferences.overrideLayout(NONE)
  }, [layout])
}
