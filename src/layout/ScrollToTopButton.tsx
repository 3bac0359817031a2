import Fab from '@mui/material/Fab'
import Zoom from '@mui/material/Zoom'
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp'
import { useLingui } from '@lingui/react/macro'
import { usePreferences } from '@/theme/settingsStore'

/** The round button of ScrollToTop (./ScrollToTop.tsx), grown in while `open`. */
export function ScrollToTopButton({ open }: { open: boolean }) {
  const { t } = useLingui()
  const { footerType } = usePreferences()
  const label = t`Scroll to top`
  return (
    <Zoom in={open} unmountOnExit>
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
