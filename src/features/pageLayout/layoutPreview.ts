import type { MiniLayoutProps } from '@/components/MiniLayout'
import type { Preferences } from '@/theme/settingsStore'

/** The customizer's thumbnail of a set of settings: which menu shows, which navbar, footer and width. */
export function previewOf(prefs: Preferences): MiniLayoutProps {
  const menu = prefs.menuHidden ? 'none' : prefs.menuLayout === 'horizontal' ? 'horizontal' : prefs.menuCollapsed ? 'collapsed' : 'vertical'
  return { menu, navbar: prefs.navbarType, footer: prefs.footerType, boxed: prefs.contentWidth === 'boxed', rtl: prefs.direction === 'rtl' }
}
