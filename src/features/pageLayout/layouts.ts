import type { LayoutOverride } from '@/theme/settingsStore'

/**
 * What each layout page shows with, over the user's own settings, while it is shown. The horizontal menu
 * has no collapsed form: the collapsed menu's page shows the vertical one. Read by the route files (so the
 * layout applies from the first frame, see src/layout/useRouteLayout.ts) and by the pages, which show it.
 */
export const PAGE_LAYOUTS = {
  'page-layout-collapsed-menu': { menuLayout: 'vertical', menuCollapsed: true, menuHidden: false },
  'page-layout-without-menu': { menuHidden: true },
  'page-layout-layout-full': { contentWidth: 'full' },
  'page-layout-layout-boxed': { contentWidth: 'boxed' },
  'page-layout-without-navbar': { navbarType: 'hidden' },
  'page-layout-blank': { menuHidden: true, navbarType: 'hidden', footerType: 'hidden' },
} as const satisfies Record<string, LayoutOverride>

export type PageLayoutPage = keyof typeof PAGE_LAYOUTS

/**
 * A layout page's route options: its page of the table with its own layout added,
 * `...withLayout(pageRoute('page-layout-blank'))`.
 */
export function withLayout<R extends { staticData: { page: string } }>(route: R) {
  const layout: LayoutOverride | undefined = PAGE_LAYOUTS[route.staticData.page as PageLayoutPage]
  if (!layout) throw new Error(`The page ${route.staticData.page} has no layout of its own`)
  return { ...route, staticData: { ...route.staticData, layout } }
}
