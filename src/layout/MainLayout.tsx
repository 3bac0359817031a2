import { useCallback, useState } from 'react'
import Box from '@mui/material/Box'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { Outlet } from '@tanstack/react-router'
import { LiveStatus } from '@/components/LiveStatus'
import { usePreferences } from '@/theme/settingsStore'
import { LazyCustomizer } from './customizer/LazyCustomizer'
import { useDocumentTitle } from './useDocumentTitle'
import { useNoteLastPage } from './useNoteLastPage'
import { MAIN_ID, PageAnnouncer } from './PageAnnouncer'
import { CustomizerEdgeButton } from './customizer/CustomizerEdgeButton'
import { Footer } from './Footer'
import { Header } from './Header'
import { RouteTransition } from './RouteTransition'
import { ScrollToTop } from './ScrollToTop'
import { VerticalMenu } from './vertical/VerticalMenu'
import { BOXED_MAX_WIDTH } from './layoutSizes'
import { contentPaddingX } from './contentPadding'
import { usePathname } from './useNavItems'
import { useRouteLayout } from './useRouteLayout'
import { OpenCustomizerContext } from '@/components/useOpenCustomizer'

/**
 * The application shell: menu (vertical or horizontal), navbar, routed content, footer,
 * scroll-to-top and the theme customizer. Every layout setting applies live from the preferences store.
 */
export function MainLayout() {
  const theme = useTheme()
  const prefs = usePreferences()
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [customizerOpen, setCustomizerOpen] = useState(false)
  useDocumentTitle()
  useNoteLastPage()
  // The shown page's own layout settings, if its route has any (a demo of the layouts, a page without a menu).
  useRouteLayout()

  // The mobile drawer closes when the page changes or the screen grows to desktop size.
  const pathname = usePathname()
  const [seen, setSeen] = useState({ pathname, desktop })
  if (seen.pathname !== pathname || seen.desktop !== desktop) {
    setSeen({ pathname, desktop })
    setDrawerOpen(false)
  }

  const vertical = prefs.menuLayout === 'vertical'
  const sideMenu = desktop && vertical && !prefs.menuHidden
  const topMenu = desktop && !vertical && !prefs.menuHidden
  const openCustomizer = useCallback(() => setCustomizerOpen(true), [])

  return (
    <Box
      data-testid="layout-root"
      data-menu-layout={prefs.menuLayout}
      data-menu-collapsed={vertical ? String(prefs.menuCollapsed) : undefined}
      data-menu-hidden={String(prefs.menuHidden)}
      data-navbar-type={prefs.navbarType}
      data-footer-type={prefs.footerType}
      data-content-width={prefs.contentWidth}
      data-skin={prefs.skin}
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <PageAnnouncer />
      <LiveStatus />
      {sideMenu && <VerticalMenu variant="permanent" />}
      {!desktop && <VerticalMenu variant="temporary" open={drawerOpen} onClose={() => setDrawerOpen(false)} />}

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header
          showBrand={!sideMenu}
          showHamburger={!desktop}
          showHorizontalMenu={topMenu}
          onOpenMenu={() => setDrawerOpen(true)}
          onOpenCustomizer={openCustomizer}
        />
        <Box
          component="main"
          id={MAIN_ID}
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            px: contentPaddingX,
            py: 3,
          }}
        >
          <Box
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              width: '100%',
              maxWidth: prefs.contentWidth === 'boxed' ? BOXED_MAX_WIDTH : undefined,
              mx: 'auto',
            }}
          >
            <OpenCustomizerContext value={openCustomizer}>
              <RouteTransition>
                <Outlet />
              </RouteTransition>
            </OpenCustomizerContext>
          </Box>
        </Box>
        <Footer />
      </Box>

      {prefs.scrollToTop && <ScrollToTop />}
      {/* Without a navbar, the customizer still needs a way in (and a way back to the navbar). */}
      {prefs.navbarType === 'hidden' && <CustomizerEdgeButton onClick={openCustomizer} />}
      <LazyCustomizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
    </Box>
  )
}
