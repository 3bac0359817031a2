import Fab from '@mui/material/Fab'
import Zoom from '@mui/material/Zoom'
import useScrollTrigger from '@mui/material/useScrollTrigger'
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp'
import { useLingui } from '@lingui/react/macro'
import { usePreferences } from '@/theme/settingsStore'
import { SCROLL_TOP_THRESHOLD } from './layoutSizes'

/** A round button that appears once the page is scrolled down and glides back to the top. */
export function ScrollToTop() {
  const { t } = useLingui()
  const { scrollToTop, footerType } = usePreferences()
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD })
  if (!scrollToTop) return null
  const label = t`Scroll to top`
  return (
    <Zoom in={scrolled} unmountOnExit>
      <Fab
          color="primary"
          size="medium"
          aria-label={label}
          data-testid="scroll-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{
            position: 'fixed',
            right: 24,
            // Stay clear of a sticky footer.
            bottom: footerType === 'sticky' ? 80 : 24,
            zIndex: (theme) => theme.zIndex.speedDial,
            boxShadow: (theme) => `0 4px 14px ${theme.palette.primary.main}66`,
          }}
        >
          <KeyboardArrowUp />
      </Fab>
    </Zoom>
  )
}
