import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import RestartAlt from '@mui/icons-material/RestartAlt'
import { Trans, useLingui } from '@lingui/react/macro'
import { preferences } from '@/theme/settingsStore'
import { ThemingSection } from './ThemingSection'
import { LayoutSection } from './LayoutSection'

/** Width of the customizer panel on screens wide enough for it. */
const PANEL_WIDTH = 400

/**
 * The theme customizer: every layout setting, applied as it is chosen and remembered across visits.
 * It slides in from the end edge (the left in a right-to-left page).
 */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The page shows through, so each change can be judged at once.
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          role: 'dialog',
          'aria-labelledby': 'customizer-title',
          'data-testid': 'customizer',
          sx: { width: { xs: '100%', sm: PANEL_WIDTH }, boxShadow: '0 8px 32px rgba(47, 43, 61, 0.2)' },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="customizer-title" variant="h5" component="h2">
            <Trans>Theme Customizer</Trans>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Customize and preview in real time</Trans>
          </Typography>
        </Box>
        <Button
          size="small"
          color="secondary"
          startIcon={<RestartAlt />}
          onClick={() => preferences.reset()}
          data-testid="customizer-reset"
        >
          <Trans>Reset</Trans>
        </Button>
        <IconButton size="small" aria-label={t`Close theme customizer`} onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', px: 3, py: 3, display: 'grid', gap: 4 }}>
        <ThemingSection />
        <LayoutSection />
      </Box>
    </Drawer>
  )
}
