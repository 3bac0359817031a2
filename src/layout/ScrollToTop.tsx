import useScrollTrigger from '@mui/material/useScrollTrigger'
import { lazyOnOpen } from '@/components/lazyOnOpen'
import { usePreferences } from '@/theme/settingsStore'
import { SCROLL_TOP_THRESHOLD } from './layoutSizes'

// The button's code (MUI's Fab and Zoom) loads the first time the page is scrolled down, not with every page.
const ScrollToTopButton = lazyOnOpen(() => import('./ScrollToTopButton').then((m) => m.ScrollToTopButton))

/** A round button that appears once the page is scrolled down and glides back to the top. */
export function ScrollToTop() {
  const { scrollToTop } = usePreferences()
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD })
  if (!scrollToTop) return null
  return <ScrollToTopButton open={scrolled} />
}
